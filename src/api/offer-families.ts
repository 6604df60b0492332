import { type FlightOffer, travellerCounts } from "../domain/flight-offer.ts";
import { readOffers } from "../domain/offer-view.ts";
import { isObject } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/**
 * The flights of an offer in every fare family on sale for its travellers, cheapest first
 * (`GET /apis/flights/offers/{id}/families`): each a full offer whose id names its family.
 */
export function fetchOfferFamilies(offer: FlightOffer, signal?: AbortSignal): Promise<FlightOffer[]> {
  const { adults, children, infants } = travellerCounts(offer);
  const query = new URLSearchParams({ adults: String(adults) });
  if (children > 0) query.set("children", String(children));
  if (infants > 0) query.set("infants", String(infants));
  return apiRequest(
    `/apis/flights/offers/${encodeURIComponent(offer.id)}/families?${query}`,
    (body) => (isObject(body) ? (readOffers(body.data) ?? undefined) : undefined),
    { signal },
  );
}
