import { addDays } from "../../src/domain/dates.ts";
import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import { isPublishedConnection, publishedConnections } from "./connections.ts";
import type { AirportData } from "./datasets/airports.ts";
import { SCHEDULE } from "./datasets/schedule.ts";
import { chainFareType } from "./fare-types.ts";
import { type PricedItinerary, pricedItinerary } from "./offer.ts";
import { priceSegment } from "./pricing.ts";
import {
  continues,
  departuresOn,
  directFlights,
  type FlightInstance,
  flightInstance,
  type InventoryState,
  throughLegs,
} from "./schedule.ts";
import { priceThrough } from "./through-fare.ts";

/** A connection shorter than this cannot be made; longer than the maximum is not offered. */
export const MIN_CONNECTION_MINUTES = 60;
export const MAX_CONNECTION_MINUTES = 12 * 60;
/** The most legs of one through flight sold as one journey (an offer id's flights per direction). */
export const MAX_THROUGH_LEGS = 2;

/** Who travels and when they are searching from; `notBefore` is the earliest departure (UTC ms). */
export interface Party {
  cabin: CabinCode;
  adults: number;
  children: number;
  /** Infants on lap: they pay, and take no seat. */
  infants: number;
  today: string;
  notBefore: number;
  /** The timetable repeats for ever, but only this far ahead is on sale. */
  lastSaleDate: string;
  /** Citizen or foreigner fares, on flights that stay in Myanmar. */
  fareType: FareType;
  /** The fare family every flight sells in; null or absent: each flight's cheapest open class. */
  fareFamily?: FareFamilyCode | null;
}

const hubCache = new Map<string, string[]>();

/**
 * Airports through which `from` reaches `to` with one stop; only used where no direct flight
 * exists (markets with nonstop flights connect only as carriers publish, see connections.ts).
 */
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
 * Prices a chain of flights for the party: a published connection at its through fare, any
 * other chain (the legs of one flight among them, each sold from its own seats) as the sum of its
 * flights' fares; at the party's fare type when every flight stays in Myanmar, and in the party's fare family when it names one. Null when a flight is closed, already gone, or lacks seats in the cabin.
 */
export function priceChain(
  state: InventoryState,
  flights: FlightInstance[],
  party: Party,
): PricedItinerary | null {
  // Infants sit on a lap: seats are for adults and children.
  const seats = party.adults + party.children;
  if (flights.some((f) => f.closed || f.departUtc < party.notBefore || f.date > party.lastSaleDate))
    return null;
  const fareType = chainFareType(flights, party.fareType);
  const family = party.fareFamily ?? null;
  const [first, second] = flights;
  if (flights.length === 2 && first && second && isPublishedConnection(first.def, second.def)) {
    const sold = flights.map((f) => state.sold(f.key, party.cabin));
    const fares = priceThrough(flights, party.cabin, sold, seats, party.today, fareType, family);
    return (
      fares && { ...pricedItinerary(flights, fares, party.adults, party.children, party.infants), fareType }
    );
  }
  const fares = [];
  for (const f of flights) {
    const fare = priceSegment(
      f,
      party.cabin,
      state.sold(f.key, party.cabin),
      seats,
      party.today,
      fareType,
      family,
    );
    if (!fare) return null;
    fares.push(fare);
  }
  return { ...pricedItinerary(flights, fares, party.adults, party.children, party.infants), fareType };
}

/**
 * True when the second flight can be caught after the first: the next leg of the same flight
 * (the traveller stays on board), or another flight within the connection times.
 */
export function connects(first: FlightInstance, second: FlightInstance): boolean {
  if (continues(first, second)) return true;
  const minutes = (second.departUtc - first.arriveUtc) / 60_000;
  return minutes >= MIN_CONNECTION_MINUTES && minutes <= MAX_CONNECTION_MINUTES;
}

/**
 * One-stop connections from `from` through `hub` to `to` leaving on `date`, the onward flight
 * on the same day or the next. With a `carrier`, only its own flights, and each first flight
 * with its earliest onward flight, as a carrier publishes a connection.
 */
function connectionsVia(
  state: InventoryState,
  from: string,
  hub: string,
  to: string,
  date: string,
  carrier?: string,
): FlightInstance[][] {
  const ours = (f: FlightInstance) => carrier === undefined || f.def.carrierCode === carrier;
  const onward = directFlights(hub, to);
  const seconds = [...departuresOn(onward, date, state), ...departuresOn(onward, addDays(date, 1), state)];
  const chains: FlightInstance[][] = [];
  if (carrier !== undefined) seconds.sort((a, b) => a.departUtc - b.departUtc);
  for (const first of departuresOn(directFlights(from, hub), date, state).filter(ours)) {
    for (const second of seconds) {
      // A flight's own next leg is a through journey (throughFlights), not a connection.
      if (!ours(second) || continues(first, second) || !connects(first, second)) continue;
      chains.push([first, second]);
      if (carrier !== undefined) break;
    }
  }
  return chains;
}

/**
 * Journeys from `from` to `to` on one flight of several legs leaving on `date`: the traveller
 * stays on board at each stop.
 */
function throughFlights(state: InventoryState, from: string, to: string, date: string): FlightInstance[][] {
  const chains: FlightInstance[][] = [];
  for (const legs of throughLegs(from, to, MAX_THROUGH_LEGS)) {
    const [head, ...rest] = legs;
    for (const first of departuresOn(head ? [head] : [], date, state)) {
      const chain = [first];
      for (const def of rest) {
        const next = flightInstance(def, first.date, state);
        const last = chain.at(-1);
        if (!next || next.closed || !last || !continues(last, next)) break;
        chain.push(next);
      }
      if (chain.length === legs.length) chains.push(chain);
    }
  }
  return chains;
}

/**
 * Every bookable way from any origin to any destination leaving on `date`: direct flights, flights
 * of several legs that stop on the way, and the connections carriers publish beside them, or
 * one-stop connections through any hub where a pair of airports has no direct flight.
 */
export function findItineraries(
  state: InventoryState,
  origins: readonly AirportData[],
  destinations: readonly AirportData[],
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
      const [from, to] = [o.iataCode, d.iataCode];
      if (from === to) continue;
      for (const chain of throughFlights(state, from, to, date)) add(chain);
      const direct = directFlights(from, to);
      if (direct.length > 0) {
        for (const f of departuresOn(direct, date, state)) add([f]);
        for (const c of publishedConnections(from, to))
          for (const chain of connectionsVia(state, from, c.via, to, date, c.carrier)) add(chain);
        continue;
      }
      for (const hub of connectionHubs(from, to))
        for (const chain of connectionsVia(state, from, hub, to, date)) add(chain);
    }
  }
  return found;
}
