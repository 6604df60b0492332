import { type CheapestDay, readCheapestDays } from "../domain/search-day.ts";
import type { SearchParams } from "../domain/search-params.ts";
import { apiRequest } from "./client.ts";
import { searchQuery } from "./search-call.ts";

/** The cheapest fare of each of `days` days centred on the search's departure date. */
export function fetchCheapestDates(
  params: SearchParams,
  days: number,
  signal?: AbortSignal,
): Promise<CheapestDay[]> {
  return apiRequest(
    `/apis/flights/cheapest-dates?${searchQuery(params, { days: String(days) })}`,
    readCheapestDays,
    { signal },
  );
}

/** The cheapest fare of each day of `month` (YYYY-MM), a round trip keeping its length. */
export function fetchMonthPrices(
  params: SearchParams,
  month: string,
  signal?: AbortSignal,
): Promise<CheapestDay[]> {
  return apiRequest(`/apis/flights/cheapest-dates?${searchQuery(params, { month })}`, readCheapestDays, {
    signal,
  });
}
