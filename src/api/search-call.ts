/**
 * The search call's address, as the API client and the /flights page's head script (which
 * starts it before the app has loaded: early-search.ts) both write it. No imports beyond the
 * domain: the head script is bundled from it.
 */
import { cabinCode, type SearchParams } from "../domain/search-params.ts";
import { SEARCH_QUERY_KEYS } from "../domain/search-query.ts";

/**
 * The search call's query keys, in the order it writes them (the /flights page's head too): the
 * address's search keys, then the result limit.
 */
export const SEARCH_CALL_KEYS: readonly CallKey[] = [...SEARCH_QUERY_KEYS, "limit"];

type CallKey = (typeof SEARCH_QUERY_KEYS)[number] | "limit";

/**
 * Whether the search call sends a key's value: not an empty one, and no `infants=0` (a search
 * without infants on lap asks what it always asked).
 */
export function sendsValue(key: CallKey, value: string | null): value is string {
  return Boolean(value) && !(key === "infants" && value === "0");
}

/**
 * The contract's search query from search parameters: infants on lap when there are any (the
 * spec counted them but did not send them: docs/spec-deviations.md); a one-way search sends no
 * return date; the cabin goes as its code; the fare type (citizen or foreigner fares on domestic
 * flights) when the search has one.
 * @example searchQuery(params) // "travelType=2&from=RGN&to=BKK&departureDate=2026-12-01&adults=1&..."
 */
export function searchQuery(params: SearchParams, extra: Record<string, string> = {}): string {
  const values: Record<CallKey, string> = {
    travelType: String(params.travelType),
    // Never sent here: a multi-city search has its own call (search-multi-city.ts).
    legs: "",
    from: params.from,
    to: params.to,
    departureDate: params.departureDate,
    returnDate: params.returnDate ?? "",
    adults: String(params.adults),
    children: String(params.children),
    infants: String(params.infants ?? 0),
    limit: String(params.limit),
    travelClass: cabinCode(String(params.travelClass)) ?? "Y",
    fareType: params.fareType ?? "",
  };
  const query = new URLSearchParams();
  for (const key of SEARCH_CALL_KEYS) if (sendsValue(key, values[key])) query.set(key, values[key]);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

/** The search's path, without the API origin. */
export const SEARCH_PATH = "/apis/flights/search/one-ways";
