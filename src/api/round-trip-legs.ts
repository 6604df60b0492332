import { type LegAnswer, readOutboundsAnswer, readReturnsAnswer } from "../domain/round-trip-legs.ts";
import type { SearchParams } from "../domain/search-params.ts";
import { timeoutError } from "./api-error.ts";
import { apiRequest } from "./client.ts";
import { isTimeout } from "./request-timeout.ts";
import { legsQuery, OUTBOUNDS_PATH, RETURNS_PATH } from "./round-trip-call.ts";
import { takeEarlySearch } from "./search-offers.ts";

/** The outbound list of a round trip (ADR 0071). */
export function searchOutbounds(params: SearchParams, signal?: AbortSignal): Promise<LegAnswer> {
  return legCall(OUTBOUNDS_PATH, legsQuery(params), readOutboundsAnswer, signal);
}

/** The returns that fit the chosen outbound, each card with its whole trip. */
export function searchReturns(
  params: SearchParams,
  outbound: string,
  signal?: AbortSignal,
): Promise<LegAnswer> {
  return legCall(RETURNS_PATH, legsQuery(params, outbound), readReturnsAnswer, signal);
}

/** A leg call, answered by the head's request when it asked for the same (search-offers.ts). */
async function legCall(
  path: string,
  query: string,
  read: (body: unknown) => LegAnswer | undefined,
  signal?: AbortSignal,
): Promise<LegAnswer> {
  const early = takeEarlySearch(query);
  if (early) {
    const answer = read(
      await early.catch((error: unknown) => {
        throw isTimeout(error) ? timeoutError() : error;
      }),
    );
    if (answer) return answer;
  }
  return apiRequest(`${path}?${query}`, read, { signal });
}
