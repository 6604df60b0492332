import type { FareType } from "../../src/domain/fare-type.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import { combineLegs } from "./combine-legs.ts";
import type { AirportData } from "./datasets/airports.ts";
import { findItineraries, MIN_CONNECTION_MINUTES } from "./itineraries.ts";
import { buildOffer, type PricedItinerary } from "./offer.ts";
import type { FlightInstance, InventoryState } from "./schedule.ts";
import { byPrice, partyAt } from "./search.ts";

/** A checked multi-city search: each leg's airports resolved, dates in order, counts valid. */
export interface MultiCitySearch {
  legs: ReadonlyArray<{
    origins: readonly AirportData[];
    destinations: readonly AirportData[];
    departureDate: string;
    /**
     * Only this itinerary (its flights as `legFlights` writes them, `UB101@2026-12-01,UB503@2026-12-01`):
     * a booked leg a date change keeps.
     */
    only?: string | undefined;
  }>;
  adults: number;
  children: number;
  infants: number;
  cabin: CabinCode;
  limit: number;
  fareType: FareType;
}

/**
 * How many of each leg's cheapest itineraries are combined (as a round trip pairs its directions'
 * cheapest 25): a leg of the circuit has a handful of flights a day, a leg abroad a few dozen.
 */
export const LEG_WIDTH = 25;

/** The flights of a leg as an offer id writes them: `UB101@2026-12-01,UB503@2026-12-01`. */
export const itineraryFlights = (flights: readonly Pick<FlightInstance, "key">[]) =>
  flights.map((f) => f.key).join(",");

/** A leg's first flight leaves at least a connection's time after the previous leg lands. */
export function legFollows(
  previous: readonly Pick<FlightInstance, "arriveUtc">[],
  next: readonly Pick<FlightInstance, "departUtc">[],
): boolean {
  const landed = previous.at(-1)?.arriveUtc ?? 0;
  const leaves = next[0]?.departUtc ?? 0;
  return leaves - landed >= MIN_CONNECTION_MINUTES * 60_000;
}

const fits = (previous: PricedItinerary, next: PricedItinerary) => legFollows(previous.flights, next.flights);

/**
 * Complete multi-city trips, cheapest first, at most `limit`: one itinerary per leg (direct, or
 * connecting as a one-way search finds them), each leaving at least MIN_CONNECTION_MINUTES after
 * the previous leg lands, priced together as one offer (`oneWay: false`, its id naming every
 * leg's flights).
 */
export function searchMultiCity(state: InventoryState, search: MultiCitySearch, now: Date): FlightOffer[] {
  const party = partyAt(now, search.cabin, search.adults, search.children, search.infants, search.fareType);
  const options = search.legs.map((leg) =>
    findItineraries(state, leg.origins, leg.destinations, leg.departureDate, party)
      .filter((option) => leg.only === undefined || itineraryFlights(option.flights) === leg.only)
      .sort(byPrice)
      .slice(0, LEG_WIDTH),
  );
  return combineLegs(options, { cost: (d) => d.totalCents, fits, limit: search.limit }).map((trip) =>
    buildOffer(trip, party),
  );
}

/** The search cache's key for a multi-city search: every leg's airports and date, and the party. */
export function multiCityKey(search: MultiCitySearch): string {
  const codes = (airports: readonly AirportData[]) => airports.map((a) => a.iataCode).join(",");
  return [
    "multi",
    ...search.legs.map(
      (leg) => `${codes(leg.origins)}>${codes(leg.destinations)}@${leg.departureDate}=${leg.only ?? ""}`,
    ),
    search.adults,
    search.children,
    search.infants,
    search.cabin,
    search.limit,
    search.fareType,
  ].join("|");
}
