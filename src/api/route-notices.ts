import type { FareType } from "../domain/fare-type.ts";
import { isRouteNotice, type Journey, type RouteNotice } from "../domain/route-notice.ts";
import { dataOf, listOf } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/**
 * The route notices in force for a trip (`GET /apis/flights/notices`): its first journey, and its
 * second as the return; at the fare type the offer was priced at (none abroad).
 * @example await fetchRouteNotices(offerJourneys(offer), offer.fareType)
 */
export function fetchRouteNotices(
  journeys: readonly Journey[],
  fareType: FareType | undefined,
  signal?: AbortSignal,
): Promise<RouteNotice[]> {
  const [out, back] = journeys;
  if (!out) return Promise.resolve([]);
  const query = new URLSearchParams({ from: out.from, to: out.to, departureDate: out.date });
  if (back) query.set("returnDate", back.date);
  if (fareType) query.set("fareType", fareType);
  return apiRequest(`/apis/flights/notices?${query}`, dataOf(listOf(isRouteNotice)), { signal });
}
