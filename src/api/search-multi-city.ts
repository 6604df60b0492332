import { legsToQuery } from "../domain/multi-city.ts";
import { readSearchAnswer, type SearchAnswer } from "../domain/offer-view.ts";
import { cabinCode, type SearchParams } from "../domain/search-params.ts";
import { apiRequest } from "./client.ts";

/** The multi-city search's path, without the API origin. */
export const MULTI_CITY_PATH = "/apis/flights/search/multi-city";

/**
 * The multi-city call's query from search parameters with legs: the legs in one value, the
 * party (infants when there are any), the cabin's code, the limit and the fare type.
 * @example multiCityQuery(params) // "travelType=1&legs=RGN-NYU-2026-12-10_NYU-MDL-2026-12-13&adults=1&children=0&travelClass=Y&limit=10"
 */
export function multiCityQuery(params: SearchParams): string {
  const query = new URLSearchParams({
    travelType: String(params.travelType),
    legs: legsToQuery(params.legs ?? []),
    adults: String(params.adults),
    children: String(params.children),
  });
  if (params.infants) query.set("infants", String(params.infants));
  query.set("travelClass", cabinCode(String(params.travelClass)) ?? "Y");
  query.set("limit", String(params.limit));
  if (params.fareType) query.set("fareType", params.fareType);
  return query.toString();
}

/** Complete multi-city trips for the parameters, cheapest first, with the legs' route notices. */
export function searchMultiCity(params: SearchParams, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiRequest(`${MULTI_CITY_PATH}?${multiCityQuery(params)}`, readSearchAnswer, { signal });
}
