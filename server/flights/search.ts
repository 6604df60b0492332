import { addDays, localDate } from "../../src/domain/dates.ts";
import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { CheapestDay } from "../../src/domain/search-day.ts";
import { type CabinCode, MAX_DAYS_AHEAD } from "../../src/domain/search-params.ts";
import type { AirportData } from "./datasets/airports.ts";
import { findItineraries, MIN_CONNECTION_MINUTES, type Party } from "./itineraries.ts";
import { buildOffer, type PricedItinerary } from "./offer.ts";
import type { InventoryState } from "./schedule.ts";

/** A checked search: airports resolved, counts and dates valid. */
export interface OfferSearch {
  origins: readonly AirportData[];
  destinations: readonly AirportData[];
  departureDate: string;
  returnDate: string | null;
  adults: number;
  children: number;
  /** Infants on lap: priced, seated on no one's seat. */
  infants: number;
  cabin: CabinCode;
  limit: number;
  /** Citizen or foreigner fares on domestic flights. */
  fareType: FareType;
}

/** Myanmar time: the product's "today" and what the advance-purchase rules count from. */
export const HOME_UTC_OFFSET = 390;
/** Sales close this long before departure. */
export const SALES_CUTOFF_MINUTES = 60;
/** How many of each direction's cheapest itineraries a round trip pairs up. */
const PAIRING_WIDTH = 25;

/**
 * The party a search or booking prices for, as of `now`, at `fareType` on domestic flights and in
 * `fareFamily` (null: each flight's cheapest open class); infants ride on an adult's lap.
 */
export function partyAt(
  now: Date,
  cabin: CabinCode,
  adults: number,
  children: number,
  infants: number,
  fareType: FareType,
  fareFamily: FareFamilyCode | null = null,
): Party {
  const today = localDate(now, HOME_UTC_OFFSET);
  return {
    cabin,
    adults,
    children,
    infants,
    fareType,
    fareFamily,
    today,
    notBefore: now.getTime() + SALES_CUTOFF_MINUTES * 60_000,
    // A day more than search allows, so a connection or return the day after still prices.
    lastSaleDate: addDays(today, MAX_DAYS_AHEAD + 1),
  };
}

/** Cheapest first, then the earlier departure, then fewer flights. */
export const byPrice = (a: PricedItinerary, b: PricedItinerary) =>
  a.totalCents - b.totalCents ||
  (a.flights[0]?.departUtc ?? 0) - (b.flights[0]?.departUtc ?? 0) ||
  a.flights.length - b.flights.length;

/**
 * Offers for a search, cheapest first, at most `limit`. A round trip pairs outbound and return
 * itineraries whose return leaves after the outbound lands.
 */
export function searchOffers(state: InventoryState, search: OfferSearch, now: Date): FlightOffer[] {
  const party = partyAt(now, search.cabin, search.adults, search.children, search.infants, search.fareType);
  const outbound = findItineraries(
    state,
    search.origins,
    search.destinations,
    search.departureDate,
    party,
  ).sort(byPrice);
  if (!search.returnDate) return outbound.slice(0, search.limit).map((o) => buildOffer([o], party));
  const inbound = findItineraries(state, search.destinations, search.origins, search.returnDate, party)
    .sort(byPrice)
    .slice(0, PAIRING_WIDTH);
  const pairs: Array<[PricedItinerary, PricedItinerary, number]> = [];
  for (const out of outbound.slice(0, PAIRING_WIDTH)) {
    const landed = out.flights.at(-1)?.arriveUtc ?? 0;
    for (const back of inbound) {
      if ((back.flights[0]?.departUtc ?? 0) - landed < MIN_CONNECTION_MINUTES * 60_000) continue;
      pairs.push([out, back, out.totalCents + back.totalCents]);
    }
  }
  return pairs
    .sort((a, b) => a[2] - b[2] || byPrice(a[0], b[0]) || byPrice(a[1], b[1]))
    .slice(0, search.limit)
    .map(([out, back]) => buildOffer([out, back], party));
}

/**
 * The cheapest grand total per day for `days` days centred on the departure date; a round
 * trip keeps its length. Null where nothing flies or the day is past. `run` searches (cached).
 */
export function cheapestDates(
  search: OfferSearch,
  days: number,
  now: Date,
  run: (search: OfferSearch) => FlightOffer[],
): CheapestDay[] {
  const today = localDate(now, HOME_UTC_OFFSET);
  const first = -Math.floor((days - 1) / 2);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(search.departureDate, first + i);
    if (date < today) return { date, price: null, currency: "USD" };
    const returnDate = search.returnDate ? addDays(search.returnDate, first + i) : null;
    const [best] = run({ ...search, departureDate: date, returnDate, limit: 1 });
    return { date, price: best ? best.price.grandTotal : null, currency: "USD" };
  });
}
