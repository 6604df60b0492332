import { parseDuration } from "../../../domain/duration.ts";
import type { FlightOffer, Itinerary } from "../../../domain/flight-offer.ts";

/** What a flight card shows of one direction: ends, times, stops, duration and flight numbers. */
export interface LegView {
  from: string;
  to: string;
  departAt: string;
  arriveAt: string;
  stops: number;
  minutes: number;
  flights: string[];
}

/** One direction of an offer as its card shows it. */
export function legView(itinerary: Itinerary): LegView | null {
  const first = itinerary.segments[0];
  const last = itinerary.segments.at(-1);
  if (!first || !last) return null;
  return {
    from: first.departure.iataCode,
    to: last.arrival.iataCode,
    departAt: first.departure.at,
    arriveAt: last.arrival.at,
    stops: itinerary.segments.length - 1,
    minutes: parseDuration(itinerary.duration) ?? 0,
    flights: itinerary.segments.map((s) => `${s.carrierCode}${s.number}`),
  };
}

/** The offer's directions: outbound first, then the return of a round trip. */
export function offerLegs(offer: FlightOffer): LegView[] {
  return offer.itineraries.map(legView).filter((leg): leg is LegView => leg !== null);
}

/** The cabin of the offer's first fare (the ticket type card). */
export function offerCabin(offer: FlightOffer): string {
  return offer.travelerPricings[0]?.fareDetailsBySegment[0]?.cabin ?? "ECONOMY";
}
