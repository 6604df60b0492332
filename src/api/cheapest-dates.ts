import type { CheapestDay } from "../domain/search-day.ts";
import type { SearchParams } from "../domain/search-params.ts";
import { apiRequest } from "./client.ts";
import { searchQuery } from "./search-call.ts";

/** The cheapest fare of each of `days` days centred on the search's departure date. */
export async function fetchCheapestDates(
  params: SearchParams,
  days: number,
  signal?: AbortSignal,
): Promise<CheapestDay[]> {
  const body = await apiRequest<{ data: CheapestDay[] }>(
    `/apis/flights/cheapest-dates?${searchQuery(params, { days: String(days) })}`,
    { signal },
  );
  return Array.isArray(body?.data) ? body.data : [];
}
