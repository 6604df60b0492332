/**
 * The search call's address, as the API client and the /flights page's head script (which
 * starts it before the app has loaded: early-search.ts) both write it. No imports beyond the
 * domain: the head script is bundled from it.
 */
import { cabinCode, type SearchParams } from "../domain/search-params.ts";
import { SEARCH_QUERY_KEYS } from "../domain/search-query.ts";

/**
 * The search call's query keys, in the order it writes them (the /flights page's head too): the
 * address's search keys but infants (counted in the form, not sent: spec section 3), then the
 * result limit.
 */
export const SEARCH_CALL_KEYS: readonly CallKey[] = [
  ...SEARCH_QUERY_KEYS.filter((key): key is Exclude<typeof key, "infants"> => key !== "infants"),
  "limit",
];

type CallKey = Exclude<(typeof SEARCH_QUERY_KEYS)[number], "infants"> | "limit";

/**
 * The contract's search query from search parameters: infants are counted in the form but not
 * sent (spec section 3); a one-way search sends no return date; the cabin goes as its code; the
 * fare type (citizen or foreigner fares on domestic flights) when the search has one.
 * @example searchQuery(params) // "travelType=2&from=RGN&to=BKK&departureDate=2026-12-01&adults=1&..."
 */
export function searchQuery(params: SearchParams, extra: Record<string, string> = {}): string {
  const values: Record<CallKey, string> = {
    travelType: String(params.travelType),
    from: params.from,
    to: params.to,
    departureDate: params.departureDate,
    returnDate: params.returnDate ?? "",
    adults: String(params.adults),
    children: String(params.children),
    limit: String(params.limit),
    travelClass: cabinCode(String(params.travelClass)) ?? "Y",
    fareType: params.fareType ?? "",
  };
  const query = new URLSearchParams();
  for (const key of SEARCH_CALL_KEYS) if (values[key] !== "") query.set(key, values[key]);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

/** The search's path, without the API origin. */
export const SEARCH_PATH = "/apis/flights/search/one-ways";
