import { toMyanmarDigits } from "./myanmar-digits.ts";

/**
 * ISO 8601 durations as Amadeus writes them (hours and minutes only): `PT1H25M`.
 */

/**
 * Reads an ISO duration into whole minutes; days count as 24 hours.
 * @example parseDuration("PT1H25M") // 85
 * @returns null when the text is not a duration of days, hours and minutes.
 */
export function parseDuration(text: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(text.trim());
  if (!match || text.trim() === "P" || text.trim().endsWith("T")) return null;
  const [, days = "0", hours = "0", minutes = "0"] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
}

/**
 * Writes minutes as an ISO duration, hours and minutes only, as Amadeus does.
 * @example formatDuration(85) // "PT1H25M"; formatDuration(120) // "PT2H"
 */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/**
 * A short human reading of an ISO duration for cards and tickets, in the page's language:
 * English as the spec writes it, Myanmar with its units and Myanmar digits.
 * @example humanDuration("PT1H25M") // "1h 25m"
 * @example humanDuration("PT1H25M", "my") // "၁ နာရီ ၂၅ မိနစ်" (no-break space before each unit)
 */
export function humanDuration(text: string, locale: "en" | "my" = "en"): string {
  const minutes = parseDuration(text);
  if (minutes === null) return text;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  // A Myanmar number keeps to its unit (no-break space) when a narrow cell wraps the reading.
  const [h, m] = locale === "my" ? ["\u00a0နာရီ", "\u00a0မိနစ်"] : ["h", "m"];
  const reading = [
    ...(hours > 0 ? [`${hours}${h}`] : []),
    ...(rest > 0 || hours === 0 ? [`${rest}${m}`] : []),
  ].join(" ");
  return locale === "my" ? toMyanmarDigits(reading) : reading;
}
