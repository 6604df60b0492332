import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { FARE_FAMILIES } from "./datasets/fares.ts";
import { connects, type Party, priceChain } from "./itineraries.ts";
import { buildOffer, type PricedItinerary } from "./offer.ts";
import type { OfferKey } from "./offer-id.ts";
import { type FlightInstance, flightDefinition, flightInstance, type InventoryState } from "./schedule.ts";

/**
 * The flights an offer id names, as they fly now; null when one is unknown, gone, closed, not on
 * sale, or a connection can no longer be made.
 */
export function keyFlights(state: InventoryState, key: OfferKey, party: Party): FlightInstance[][] | null {
  const directions: FlightInstance[][] = [];
  for (const itinerary of key.itineraries) {
    const flights: FlightInstance[] = [];
    for (const s of itinerary) {
      const def = flightDefinition(s.flightNumber);
      const inst = def && flightInstance(def, s.date, state);
      if (!inst || inst.closed || inst.departUtc < party.notBefore || inst.date > party.lastSaleDate)
        return null;
      flights.push(inst);
    }
    const [first, second] = flights;
    if (first && second && !connects(first, second)) return null;
    directions.push(flights);
  }
  return directions;
}

/**
 * The offer for the flights of `key` in every fare family of its cabin still on sale for the
 * party on all of them, cheapest first: each priced with every flight in that family (its cheapest
 * class with seats for the party) and its id naming the family, so booking it prices that family
 * again. Null when the flights are not on sale; empty when no family has seats left.
 */
export function offerFamilies(state: InventoryState, key: OfferKey, party: Party): FlightOffer[] | null {
  const flights = keyFlights(state, key, party);
  if (!flights) return null;
  const offers: FlightOffer[] = [];
  for (const family of FARE_FAMILIES[key.cabin]) {
    const inFamily = { ...party, fareFamily: family.code };
    const directions: PricedItinerary[] = [];
    for (const chain of flights) {
      const priced = priceChain(state, chain, inFamily);
      if (!priced) break;
      directions.push(priced);
    }
    if (directions.length === flights.length) offers.push(buildOffer(directions, inFamily));
  }
  return offers.sort((a, b) => Number(a.price.grandTotal) - Number(b.price.grandTotal));
}
