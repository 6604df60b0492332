import type { Translate } from "../../../i18n/translate.ts";

/** 'Nonstop' or 'N Stop' (spec, Choose); the Myanmar translator writes the count in Myanmar digits. */
export function stopsText(stops: number, t: Translate): string {
  if (stops === 0) return t("results.nonstop");
  return t("results.stopsCount", { n: stops });
}
