import { addDays } from "../../src/domain/dates.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import type { Airport } from "./datasets/airports.ts";
import { SCHEDULE } from "./datasets/schedule.ts";
import { type PricedItinerary, pricedItinerary } from "./offer.ts";
import { priceSegment } from "./pricing.ts";
import { departuresOn, directFlights, type FlightInstance, type InventoryState } from "./schedule.ts";

/** A connection shorter than this cannot be made; longer than the maximum is not offered. */
export const MIN_CONNECTION_MINUTES = 60;
export const MAX_CONNECTION_MINUTES = 12 * 60;

/** Who travels and when they are searching from; `notBefore` is the earliest departure (UTC ms). */
export interface Party {
  cabin: CabinCode;
  adults: number;
  children: number;
  today: string;
  notBefore: number;
  /** The timetable repeats for ever, but only this far ahead is on sale. */
  lastSaleDate: string;
}

const hubCache = new Map<string, string[]>();

/** Airports through which `from` reaches `to` with one stop; only used where no direct flight exists. */
export function connectionHubs(from: string, to: string): string[] {
  const key = `${from}-${to}`;
  let hubs = hubCache.get(key);
  if (!hubs) {
    const firstLegs = new Set(SCHEDULE.filter((d) => d.from === from).map((d) => d.to));
    hubs = [...firstLegs].filter((hub) => hub !== to && directFlights(hub, to).length > 0).sort();
    hubCache.set(key, hubs);
  }
  return hubs;
}

/**
 * Prices a chain of flights for the party: null when a flight is closed, already gone, or
 * lacks seats in the cabin.
 */
export function priceChain(
  state: InventoryState,
  flights: FlightInstance[],
  party: Party,
): PricedItinerary | null {
  const seats = party.adults + party.children;
  const fares = [];
  for (const f of flights) {
    if (f.closed || f.departUtc < party.notBefore || f.date > party.lastSaleDate) return null;
    const fare = priceSegment(f, party.cabin, state.sold(f.key, party.cabin), seats, party.today);
    if (!fare) return null;
    fares.push(fare);
  }
  return pricedItinerary(flights, fares, party.adults, party.children);
}

/** True when the second flight can be caught after the first. */
export function connects(first: FlightInstance, second: FlightInstance): boolean {
  const minutes = (second.departUtc - first.arriveUtc) / 60_000;
  return minutes >= MIN_CONNECTION_MINUTES && minutes <= MAX_CONNECTION_MINUTES;
}

/**
 * Every bookable way from any origin to any destination leaving on `date`: direct flights, or
 * one-stop connections where a pair of airports has no direct flight.
 */
export function findItineraries(
  state: InventoryState,
  origins: readonly Airport[],
  destinations: readonly Airport[],
  date: string,
  party: Party,
): PricedItinerary[] {
  const found: PricedItinerary[] = [];
  const add = (flights: FlightInstance[]) => {
    const priced = priceChain(state, flights, party);
    if (priced) found.push(priced);
  };
  for (const o of origins) {
    for (const d of destinations) {
      if (o.iataCode === d.iataCode) continue;
      const direct = directFlights(o.iataCode, d.iataCode);
      if (direct.length > 0) {
        for (const f of departuresOn(direct, date, state)) add([f]);
        continue;
      }
      for (const hub of connectionHubs(o.iataCode, d.iataCode)) {
        const onward = directFlights(hub, d.iataCode);
        const seconds = [
          ...departuresOn(onward, date, state),
          ...departuresOn(onward, addDays(date, 1), state),
        ];
        for (const first of departuresOn(directFlights(o.iataCode, hub), date, state)) {
          for (const second of seconds) if (connects(first, second)) add([first, second]);
        }
      }
    }
  }
  return found;
}
