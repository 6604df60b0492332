/**
 * A search as /flights' address carries it, so a results page can be reloaded, bookmarked and
 * shared: `?travelType=2&from=RGN&to=BKK&departureDate=2026-12-01&adults=1&children=0&infants=0&travelClass=Y&fareType=citizen`
 * (and `returnDate` on a round trip; a multi-city trip writes its `legs` instead: multi-city-query.ts). The names are the search call's own, so the page's head
 * can start the call from its address before the app has loaded. The fare type is there so that
 * a shared link shows the prices its sender saw.
 */
import { type FareType, readFareType } from "./fare-type.ts";
import { multiCityToQuery, readMultiCityQuery } from "./multi-city-query.ts";
import type { RuleFailure } from "./rule-messages.ts";
import {
  CABINS,
  cabinCode,
  DEFAULT_LIMIT,
  type SearchInput,
  type SearchParams,
  validateSearch,
} from "./search-params.ts";

/** The query keys that make a search, in the order the address writes them. */
export const SEARCH_QUERY_KEYS = [
  "travelType",
  // A multi-city trip's legs, in place of from, to and the dates (multi-city-query.ts).
  "legs",
  "from",
  "to",
  "departureDate",
  "returnDate",
  "adults",
  "children",
  "infants",
  "travelClass",
  "fareType",
] as const;

/**
 * The address query for a search (the cabin as its code; no return date on a one-way trip; the
 * fare type when the search has one).
 * @example searchToQuery(params) // { travelType: "2", from: "RGN", to: "BKK", departureDate: "2026-12-01", adults: "1", ... }
 */
export function searchToQuery(params: SearchParams): Record<string, string> {
  if (params.legs) return multiCityToQuery(params);
  const query: Record<string, string> = {
    travelType: String(params.travelType),
    from: params.from,
    to: params.to,
    departureDate: params.departureDate,
    adults: String(params.adults),
    children: String(params.children),
    infants: String(params.infants ?? 0),
    travelClass: cabinCode(String(params.travelClass)) ?? "Y",
  };
  if (params.returnDate) query.returnDate = params.returnDate;
  if (params.fareType) query.fareType = params.fareType;
  return Object.fromEntries(
    SEARCH_QUERY_KEYS.filter((key) => key in query).map((key) => [key, query[key] ?? ""]),
  );
}

/**
 * An address query with its fare type set, the search's keys first in their order and the rest
 * (the list's sort and filters) after them, as a search and its list are written.
 * @example withFareType({ from: "RGN", sort: "time" }, "citizen") // { from: "RGN", fareType: "citizen", sort: "time" }
 */
export function withFareType(query: Record<string, string>, fareType: FareType): Record<string, string> {
  const next: Record<string, string> = { ...query, fareType };
  const searchKeys: readonly string[] = SEARCH_QUERY_KEYS;
  const keys = [
    ...searchKeys.filter((key) => key in next),
    ...Object.keys(next).filter((key) => !searchKeys.includes(key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, next[key] ?? ""]));
}

/** True when the query holds a search at all (a plain /flights holds none). */
export function hasSearchQuery(query: Record<string, string | undefined>): boolean {
  return SEARCH_QUERY_KEYS.some((key) => query[key] !== undefined);
}

/** What reading an address's search gives: the search, or the rules it fails and what it held. */
export type SearchFromQuery = { params: SearchParams } | { failures: RuleFailure[]; input: SearchInput };

/**
 * The search an address carries, checked by the spec's search rules as of `today` (a shared
 * link whose date has passed fails as a form would). An airport or city is kept as written (the
 * search resolves "Bangkok" as it does "BKK"). A fare type that is not one is left out, as none.
 * @example readSearchQuery({ from: "RGN", to: "MDL", departureDate: "2026-12-01", travelType: "1" }, "2026-11-29")
 * // { params: { from: "RGN", to: "MDL", ..., travelClass: "ECONOMY" } }
 */
export function readSearchQuery(query: Record<string, string | undefined>, today: string): SearchFromQuery {
  if (query.legs !== undefined) return readMultiCityQuery(query, today);
  const input: SearchInput = Object.fromEntries(
    SEARCH_QUERY_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]),
  );
  const failures = validateSearch(input, today, { roundTrip: Boolean(query.returnDate) });
  if (failures.length > 0) return { failures, input };
  const code = cabinCode(String(input.travelClass ?? "")) ?? "Y";
  const fareType = readFareType(input.fareType);
  return {
    params: {
      travelType: Number(input.travelType) === 1 ? 1 : 2,
      from: String(input.from).trim(),
      to: String(input.to).trim(),
      departureDate: String(input.departureDate),
      returnDate: query.returnDate || null,
      adults: Number(input.adults ?? 1),
      children: Number(input.children ?? 0),
      infants: Number(input.infants ?? 0),
      limit: DEFAULT_LIMIT,
      travelClass: CABINS[code],
      ...(fareType ? { fareType } : {}),
    },
  };
}
