import type { Stops } from "../../../domain/layovers.ts";
import type { Translate } from "../../../i18n/translate.ts";

/** 'Nonstop' or 'N Stop' (spec, Choose); the Myanmar translator writes the count in Myanmar digits. */
export function stopsText(stops: number, t: Translate): string {
  if (stops === 0) return t("results.nonstop");
  return t("results.stopsCount", { n: stops });
}

/**
 * A connection's length: "1 h 20 min", "45 min" (Myanmar: "၁ နာရီ ၂၀ မိနစ်"), with no-break
 * spaces: a narrow card breaks the line before it, never inside.
 * @example layoverLength(80, t) // "1 h 20 min"
 */
export function layoverLength(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [
    ...(hours > 0 ? [t("results.stop.hours", { h: hours })] : []),
    ...(rest > 0 || hours === 0 ? [t("results.stop.minutes", { m: rest })] : []),
  ].join("\u00a0");
}

/**
 * A card's stops line: "Nonstop"; one connection with its airport and length, "1 Stop · KUL ·
 * 1 h 20 min"; several with their airports, "2 Stop · KUL, BKK"; a stop of the same aircraft with
 * its city, "Stops in Bagan, same aircraft". `count` is the direction's stops (its connections and
 * any stop a flight makes on its own).
 */
export function stopsLine(stops: Stops, count: number, t: Translate, city: (code: string) => string): string {
  const [only, ...more] = stops.layovers;
  if (!only || count !== stops.layovers.length) return stopsText(count, t);
  if (more.length > 0) return `${stopsText(count, t)} · ${stops.layovers.map((l) => l.airport).join(", ")}`;
  if (only.sameAircraft) return t("results.stop.sameAircraft", { city: city(only.airport) });
  return `${stopsText(count, t)} · ${only.airport} · ${layoverLength(only.minutes, t)}`;
}
