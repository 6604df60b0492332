import type { LegName } from "../../domain/booked-legs.ts";
import type { UIKey } from "../../i18n/en.ts";
import type { Translate } from "../../i18n/translate-core.ts";

/**
 * A leg's heading in the page's language: the screen's own words for outbound and return (one-way
 * and round trips look as they always did), "Flight 2 of 4" for a multi-city leg.
 * @example legTitle(t, { kind: "leg", number: 2, of: 4 }, words) // "Flight 2 of 4"
 */
export function legTitle(t: Translate, name: LegName, words: { outbound: UIKey; return: UIKey }): string {
  if (name.kind === "leg") return t("trip.legOf", { n: name.number, count: name.of });
  return t(name.kind === "outbound" ? words.outbound : words.return);
}
