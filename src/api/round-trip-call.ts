/**
 * The leg-by-leg round-trip calls' addresses, as the API client and the /flights page's head
 * script (early-search.ts) write them. No imports beyond the domain and search-call: the head
 * script is bundled from it.
 */
import type { SearchParams } from "../domain/search-params.ts";
import { searchQuery } from "./search-call.ts";

export const OUTBOUNDS_PATH = "/apis/flights/search/round-trip/outbounds";
export const RETURNS_PATH = "/apis/flights/search/round-trip/returns";

/**
 * A leg call's query: the search's, without `limit` (a leg lists every flight of the day), and
 * the chosen outbound for the returns.
 */
export function legsQuery(params: SearchParams, outbound?: string): string {
  const query = new URLSearchParams(searchQuery(params));
  query.delete("limit");
  if (outbound) query.set("outbound", outbound);
  return query.toString();
}
