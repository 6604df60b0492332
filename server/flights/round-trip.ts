import { DEFAULT_FARE_TYPE } from "../../src/domain/fare-type.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { findItineraries, MIN_CONNECTION_MINUTES, type Party } from "./itineraries.ts";
import { buildOffer, type PricedItinerary } from "./offer.ts";
import { decodeOfferId, encodeOfferId } from "./offer-id.ts";
import type { InventoryState } from "./schedule.ts";
import { byPrice, type OfferSearch, partyAt } from "./search.ts";

/**
 * Round trips chosen leg by leg (ADR 0071): every outbound of the day with the price of the whole
 * trip (it and the cheapest return that fits it), then every return that fits the chosen
 * outbound, each priced with it as one two-itinerary offer, as the combined search prices pairs.
 */

/** An outbound of the list: its id (what the returns call takes) and its cheapest whole trip. */
export interface OutboundChoice {
  outboundId: string;
  offer: FlightOffer;
}

const departs = (it: PricedItinerary) => it.flights[0]?.departUtc ?? 0;
const lands = (it: PricedItinerary) => it.flights.at(-1)?.arriveUtc ?? 0;

/** A return fits an outbound when it leaves at least a minimum connection after the outbound lands. */
export function fits(outbound: PricedItinerary, back: PricedItinerary): boolean {
  return departs(back) - lands(outbound) >= MIN_CONNECTION_MINUTES * 60_000;
}

/**
 * The returns that fit an outbound, cheapest whole trip first (then the earlier departure, then
 * fewer flights); none when nothing fits.
 */
export function returnsThatFit(
  outbound: PricedItinerary,
  inbound: readonly PricedItinerary[],
): PricedItinerary[] {
  return inbound.filter((back) => fits(outbound, back)).sort(byPrice);
}

/**
 * Each outbound paired with its cheapest return that fits, cheapest whole trip first (ties: the
 * earlier outbound, then fewer flights). An outbound that no return fits is left out: it cannot be a round trip.
 */
export function pairOutbounds(
  outbound: readonly PricedItinerary[],
  inbound: readonly PricedItinerary[],
): Array<[PricedItinerary, PricedItinerary]> {
  const pairs: Array<[PricedItinerary, PricedItinerary]> = [];
  for (const out of outbound) {
    const [cheapest] = returnsThatFit(out, inbound);
    if (cheapest) pairs.push([out, cheapest]);
  }
  return pairs.sort(
    ([a, aBack], [b, bBack]) =>
      a.totalCents + aBack.totalCents - (b.totalCents + bBack.totalCents) ||
      departs(a) - departs(b) ||
      a.flights.length - b.flights.length,
  );
}

/**
 * An outbound's id: the one-way offer id of its flights in the search's cabin and fare type
 * (`Y-citizen~UB101@2026-12-01`), the same id the one-way search would give it.
 */
export function outboundIdOf(outbound: PricedItinerary, party: Pick<Party, "cabin">): string {
  return encodeOfferId({
    cabin: party.cabin,
    fareType: outbound.fareType ?? DEFAULT_FARE_TYPE,
    fareFamily: null,
    itineraries: [outbound.flights.map((f) => ({ flightNumber: f.flightNumber, date: f.date }))],
  });
}

/** Both directions of a round-trip search, priced for its party as of `now`. */
function directions(state: InventoryState, search: OfferSearch & { returnDate: string }, now: Date) {
  const party = partyAt(now, search.cabin, search.adults, search.children, search.infants, search.fareType);
  const outbound = findItineraries(state, search.origins, search.destinations, search.departureDate, party);
  const inbound = findItineraries(state, search.destinations, search.origins, search.returnDate, party);
  return { party, outbound, inbound };
}

/** Every outbound of a round-trip search with its cheapest whole trip, cheapest first. */
export function roundTripOutbounds(
  state: InventoryState,
  search: OfferSearch & { returnDate: string },
  now: Date,
): OutboundChoice[] {
  const { party, outbound, inbound } = directions(state, search, now);
  return pairOutbounds(outbound, inbound).map(([out, back]) => ({
    outboundId: outboundIdOf(out, party),
    offer: buildOffer([out, back], party),
  }));
}

/** An outbound id's flights and cabin, whatever its fare type: `Y~UB101@2026-12-01`. */
function flightsOf(id: string): string | null {
  const key = decodeOfferId(id);
  if (key?.itineraries.length !== 1) return null;
  return encodeOfferId({ ...key, fareType: DEFAULT_FARE_TYPE, fareFamily: null });
}

/**
 * Every return that fits the outbound `outboundId`, each as the whole trip's offer, cheapest
 * first; null when the id is not one of the search's outbounds (unknown, another day or cabin,
 * sold out, closed). The fare type is the search's: an id written for the other fare type names
 * the same flights (the traveller switched the Country setting on the return step).
 */
export function roundTripReturns(
  state: InventoryState,
  search: OfferSearch & { returnDate: string },
  outboundId: string,
  now: Date,
): FlightOffer[] | null {
  const wanted = flightsOf(outboundId);
  if (!wanted) return null;
  const { party, outbound, inbound } = directions(state, search, now);
  const chosen = outbound.find((out) => flightsOf(outboundIdOf(out, party)) === wanted);
  if (!chosen) return null;
  return returnsThatFit(chosen, inbound).map((back) => buildOffer([chosen, back], party));
}
