/**
 * What kind of trip an offer is, read from its itineraries alone (a stored offer carries no
 * search): one way, a round trip (two itineraries, the second coming back to where the first
 * left, from any airport: Bangkok's two airports, or an open jaw), or multi-city (two that do
 * not come back, or more).
 */
import type { FlightOffer } from "./flight-offer.ts";

export type TripKind = "oneWay" | "roundTrip" | "multiCity";

const ends = (offer: FlightOffer, index: number) => {
  const segments = offer.itineraries[index]?.segments ?? [];
  return { from: segments[0]?.departure.iataCode, to: segments.at(-1)?.arrival.iataCode };
};

/**
 * @example tripKind(offerRgnBkkAndBack) // "roundTrip"
 * @example tripKind(offerRgnMdlThenMdlHeh) // "multiCity"
 */
export function tripKind(offer: Pick<FlightOffer, "itineraries">): TripKind {
  const count = offer.itineraries.length;
  if (count <= 1) return "oneWay";
  if (count > 2) return "multiCity";
  return ends(offer as FlightOffer, 0).from === ends(offer as FlightOffer, 1).to ? "roundTrip" : "multiCity";
}
