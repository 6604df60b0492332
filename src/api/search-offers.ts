import { readSearchAnswer, type SearchAnswer } from "../domain/offer-view.ts";
import type { SearchParams } from "../domain/search-params.ts";
import { timeoutError } from "./api-error.ts";
import { apiRequest } from "./client.ts";
import { isTimeout } from "./request-timeout.ts";
import { SEARCH_PATH, searchQuery } from "./search-call.ts";
import { searchMultiCity } from "./search-multi-city.ts";

/**
 * The search the /flights page's head started from its address before the app loaded
 * (early-search.ts): its query, and its JSON body (null for anything but a good answer; it fails
 * only when it took longer than the API client's time).
 */
interface EarlySearch {
  query: string;
  body: Promise<unknown>;
}

/** The head's search when it is for `query` (once: a later search asks again). */
export function takeEarlySearch(query: string): Promise<unknown> | null {
  const holder = globalThis as { earlySearch?: EarlySearch };
  const early = holder.earlySearch;
  if (early?.query !== query) return null;
  delete holder.earlySearch;
  return early.body;
}

/** Searches offers for the parameters, cheapest first (complete trips for a multi-city search). */
export async function searchOffers(params: SearchParams, signal?: AbortSignal): Promise<SearchAnswer> {
  if (params.legs) return searchMultiCity(params, signal);
  const query = searchQuery(params);
  const early = takeEarlySearch(query);
  if (early) {
    // Anything but a good answer is asked again through the client, so that errors read as
    // every other call's; a head request that took the client's whole time is its timeout.
    const answer = readSearchAnswer(
      await early.catch((error: unknown) => {
        throw isTimeout(error) ? timeoutError() : error;
      }),
    );
    if (answer) return answer;
  }
  return apiRequest(`${SEARCH_PATH}?${query}`, readSearchAnswer, { signal });
}
