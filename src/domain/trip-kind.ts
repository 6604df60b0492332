/**
 * What kind of trip an offer is, read from its itineraries alone (a stored offer carries no
 * search): one way, a round trip (two itineraries, the second from the first's destination back
 * to its origin), or multi-city (any other two, or more).
 */
import type { FlightOffer } from "./flight-offer.ts";

export type TripKind = "oneWay" | "roundTrip" | "multiCity";

const ends = (offer: FlightOffer, index: number) => {
  const segments = offer.itineraries[index]?.segments ?? [];
  return { from: segments[0]?.departure.iataCode, to: segments.at(-1)?.arrival.iataCode };
};

/**
 * @example tripKind(offerRgnBkkAndBack) // "roundTrip"
 * @example tripKind(offerRgnMdlThenHehRgn) // "multiCity" (an open jaw)
 */
export function tripKind(offer: Pick<FlightOffer, "itineraries">): TripKind {
  const count = offer.itineraries.length;
  if (count <= 1) return "oneWay";
  if (count > 2) return "multiCity";
  const out = ends(offer as FlightOffer, 0);
  const back = ends(offer as FlightOffer, 1);
  return out.from === back.to && out.to === back.from ? "roundTrip" : "multiCity";
}
