import { detailDate, timeOf, toLocalDateTime } from "./dates.ts";

/** Myanmar's offset from UTC: the product's home, where booking and wallet times are read. */
const MYANMAR_OFFSET_MINUTES = 390;

/**
 * An instant from the API (ISO with `Z`) as a date and a 24-hour time in Myanmar, written in
 * the page's language (`detailDate`, `timeOf`).
 * @example myanmarDateTime("2026-11-23T02:00:00.000Z") // { date: "23 Nov 2026", time: "08:30" }
 * @example myanmarDateTime("2026-11-23T02:00:00.000Z", "my") // { date: "၂၀၂၆ နိုဝင်ဘာ ၂၃", time: "၀၈:၃၀" } (no-break space before ၂၃)
 */
export function myanmarDateTime(iso: string, locale: "en" | "my" = "en"): { date: string; time: string } {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { date: "", time: "" };
  const local = toLocalDateTime(ms, MYANMAR_OFFSET_MINUTES);
  return { date: detailDate(local, locale), time: timeOf(local, locale) };
}
