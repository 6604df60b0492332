/**
 * The results page's date strip: searching another day keeps the trip's length.
 */
import { addDays, daysBetween } from "./dates.ts";
import type { SearchParams } from "./search-params.ts";
import { dataOf, isObject, listOf } from "./shape.ts";

/** One day of `GET /apis/flights/cheapest-dates`: the cheapest grand total, null where nothing flies. */
export interface CheapestDay {
  /** YYYY-MM-DD. */
  date: string;
  /** USD, decimal string. */
  price: string | null;
  currency: "USD";
}

/** True for a day of the cheapest-dates answer, down to what the date strip reads. */
const isCheapestDay = (value: unknown): value is CheapestDay =>
  isObject(value) &&
  typeof value.date === "string" &&
  (value.price === null || typeof value.price === "string");

/** The days of a `GET /apis/flights/cheapest-dates` answer, or undefined when it is not a list of days. */
export const readCheapestDays = dataOf(listOf(isCheapestDay));

/** How many days the strip shows around the chosen one (the spec's 12). */
export const STRIP_DAYS = 12;

/**
 * The same search on another departure day; a round trip's return moves by as many days, so
 * the stay stays as long.
 * @example searchOnDay({ ...params, departureDate: "2026-12-10", returnDate: "2026-12-14" }, "2026-12-12").returnDate // "2026-12-16"
 */
export function searchOnDay(params: SearchParams, date: string): SearchParams {
  const shift = daysBetween(params.departureDate, date);
  return {
    ...params,
    departureDate: date,
    returnDate: params.returnDate ? addDays(params.returnDate, shift) : null,
  };
}

/** A day of the strip can be searched when it is today or later and something flies. */
export function isSearchableDay(day: Pick<CheapestDay, "date" | "price">, today: string): boolean {
  return day.price !== null && day.date >= today;
}
