import type { SearchParams } from "../domain/search-params.ts";
import { apiRequest } from "./client.ts";
import { type SearchAnswer, type SearchBody, toSearchAnswer } from "./search-answer.ts";

/**
 * The contract's search query from stored search parameters: infants are counted in the form
 * but not sent (spec section 3); a one-way search sends no return date.
 * @example searchQuery(params) // "travelType=2&from=RGN&to=BKK&departureDate=2026-12-01&adults=1&..."
 */
export function searchQuery(params: SearchParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    travelType: String(params.travelType),
    from: params.from,
    to: params.to,
    departureDate: params.departureDate,
    adults: String(params.adults),
    children: String(params.children),
    limit: String(params.limit),
    travelClass: String(params.travelClass),
    ...extra,
  });
  if (params.returnDate) query.set("returnDate", params.returnDate);
  return query.toString();
}

/** The search's path, without the API origin. */
export const SEARCH_PATH = "/apis/flights/search/one-ways";

/** Searches offers for the stored parameters, cheapest first. */
export async function searchOffers(params: SearchParams, signal?: AbortSignal): Promise<SearchAnswer> {
  return toSearchAnswer(await apiRequest<SearchBody>(`${SEARCH_PATH}?${searchQuery(params)}`, { signal }));
}
