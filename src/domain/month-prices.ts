/**
 * The month of prices (results page): a month's days, its calendar grid, the months a search can
 * reach, and which days are the cheapest. Months are written `YYYY-MM`.
 */
import { addDays, addMonths, isIsoDate } from "./dates.ts";
import { type Currency, groupThousands, type PriceLocale, toCents } from "./money.ts";
import { localDigits } from "./myanmar-digits.ts";

/**
 * True for a real month written `YYYY-MM`.
 * @example isMonth("2026-12") // true
 * @example isMonth("2026-13") // false
 */
export function isMonth(text: unknown): text is string {
  return typeof text === "string" && /^\d{4}-\d{2}$/.test(text) && isIsoDate(`${text}-01`);
}

/**
 * The month a date falls in.
 * @example monthOf("2026-12-10") // "2026-12"
 */
export const monthOf = (date: string): string => date.slice(0, 7);

/**
 * A month `n` months after (before, when negative) another.
 * @example shiftMonth("2026-12", 1) // "2027-01"
 */
export const shiftMonth = (month: string, n: number): string => monthOf(addMonths(`${month}-01`, n));

/**
 * Every day of a month, the first first.
 * @example monthDays("2027-02").length // 28
 */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  const days: string[] = [];
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * A month as a calendar draws it: whole weeks of seven, each day a date or null where the week
 * runs into the month before or after. Weeks start on Sunday, as the search panel's calendar's do
 * (`weekStartsOn` 1 starts them on Monday).
 * @example monthGrid("2026-12")[0] // [null, null, "2026-12-01", ..., "2026-12-05"] (1 December 2026 is a Tuesday)
 */
export function monthGrid(month: string, weekStartsOn: 0 | 1 = 0): Array<Array<string | null>> {
  const days = monthDays(month);
  const weekday = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  const cells: Array<string | null> = [...Array<null>((weekday - weekStartsOn + 7) % 7).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The months a search can reach from `today`: this month to the month of the last bookable day.
 * @example bookableMonths("2026-11-29", 365) // { first: "2026-11", last: "2027-11" }
 */
export function bookableMonths(today: string, maxDaysAhead: number): { first: string; last: string } {
  return { first: monthOf(today), last: monthOf(addDays(today, maxDaysAhead)) };
}

/**
 * The days in the lowest price band: those within the lowest third of the span from the
 * cheapest priced day to the dearest (all of them when every day costs the same). Days without
 * a price are never in it.
 * @example cheapestDays([{ date: "a", price: "40.00" }, { date: "b", price: "100.00" }, { date: "c", price: "55.00" }]) // Set {"a", "c"}
 */
export function cheapestDays(days: ReadonlyArray<{ date: string; price: string | null }>): Set<string> {
  const priced = days.flatMap((day) => {
    const cents = day.price === null ? null : toCents(day.price);
    return cents === null ? [] : [{ date: day.date, cents }];
  });
  if (priced.length === 0) return new Set();
  const low = Math.min(...priced.map((d) => d.cents));
  const high = Math.max(...priced.map((d) => d.cents));
  const ceiling = low + (high - low) / 3;
  return new Set(priced.filter((d) => d.cents <= ceiling).map((d) => d.date));
}

/**
 * A day's price as a month's cell has room for: whole units of the chosen currency, rounded, in
 * the page's digits, `$` before dollars and no code (the view names the currency once). The
 * day's exact price is in its label.
 * @example cellPrice("152.40", USD, "en") // "$152"
 * @example cellPrice("152.40", { code: "MMK", exchangeRate: 2100 }, "my") // "၃၂၀,၀၄၀"
 */
export function cellPrice(usd: string, currency: Currency, locale: PriceLocale): string {
  const cents = toCents(usd) ?? 0;
  const whole = Math.round(currency.code === "MMK" ? (cents * currency.exchangeRate) / 100 : cents / 100);
  const amount = localDigits(groupThousands(whole), locale);
  return currency.code === "MMK" ? amount : `$${amount}`;
}
