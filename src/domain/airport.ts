/** An airport as the contract answers it (`GET /apis/airports`), and the check the app reads it with. */
import { dataOf, hasStrings, isObject, listOf } from "./shape.ts";

/** One entry of `GET /apis/airports`. */
export interface Airport {
  iataCode: string;
  name: string;
  city: string;
  /** The city in Myanmar. */
  cityMy: string;
  country: string;
  countryCode: string;
  /** True for an airport in Myanmar. */
  domestic: boolean;
  terminals: string[];
  /** The airport's fixed offset from UTC, in minutes (none of its countries keeps summer time). */
  utcOffsetMinutes: number;
  /** The airport's IANA time zone, e.g. `Asia/Yangon`: a calendar names it with its times. */
  timeZone: string;
}

/** True for an airport entry, down to what the search panel and the city names read. */
export function isAirport(value: unknown): value is Airport {
  return (
    isObject(value) &&
    hasStrings(value, ["iataCode", "name", "city", "cityMy", "country"]) &&
    typeof value.domestic === "boolean"
  );
}

/**
 * The airports of a `GET /apis/airports` answer (best match first; none is an empty list), or
 * undefined when it is not a list of airports.
 */
export const readAirports = dataOf(listOf(isAirport));
