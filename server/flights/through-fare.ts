import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import { nonstopMinutes } from "./connections.ts";
import { BUCKETS, CHILD_LEVEL, INFANT_LEVEL, THROUGH_FARE_LEVEL } from "./datasets/fares.ts";
import { dateLevel } from "./fare-calendar.ts";
import { fareTypeLevel } from "./fare-types.ts";
import {
  advancePurchase,
  departureTax,
  familyBagsKg,
  familyBucket,
  familyOf,
  fareBasis,
  fuelSurcharge,
  openBucket,
  rawFare,
  type SegmentFare,
  wholeDollars,
} from "./pricing.ts";
import { airline, cabinCapacity } from "./reference.ts";
import type { FlightInstance } from "./schedule.ts";

/**
 * Splits whole dollars over flights by block time, in whole dollars; the first flight takes
 * what rounding leaves, so the parts add up exactly.
 * @example prorate(10_000, [90, 30]) // [7_500, 2_500]
 */
export function prorate(cents: number, blockMinutes: readonly number[]): number[] {
  const total = blockMinutes.reduce((sum, m) => sum + m, 0);
  const rest = blockMinutes.map((m) => Math.floor((cents * m) / total / 100) * 100);
  const [, ...others] = rest;
  return [cents - others.reduce((sum, c) => sum + c, 0), ...others];
}

/**
 * Prices a published connection as one through fare, the way a carrier sells it: the market's
 * nonstop reference fare at the carrier's level and THROUGH_FARE_LEVEL, in the dearest bucket
 * still open on every flight (one booking class for the whole journey), split over the flights
 * by block time. The first flight's date sets the weekday and season level of the whole fare.
 * Each departure pays its airport's tax; the fuel surcharge is charged once, on the market's
 * nonstop block time. `fareType` (of a connection inside Myanmar) sets the citizen or foreigner
 * level of the first flight's carrier, and `family` the fare family (null: the class above,
 * whatever its family; else the family's cheapest class from it on). Null when a flight lacks the
 * cabin or seats for the party, or the family has none left.
 * `sold` holds the seats already sold on each flight, in order.
 */
export function priceThrough(
  flights: readonly FlightInstance[],
  cabin: CabinCode,
  sold: readonly number[],
  party: number,
  today: string,
  fareType: FareType | null = null,
  family: FareFamilyCode | null = null,
): SegmentFare[] | null {
  const first = flights[0];
  const last = flights.at(-1);
  if (!first || !last) return null;
  const block = nonstopMinutes(first.from.iataCode, last.to.iataCode);
  if (block === undefined) return null;
  const capacities = flights.map((f) => cabinCapacity(f.def.aircraft, cabin));
  const buckets = BUCKETS[cabin];
  let dearest = -1;
  for (const [i, capacity] of capacities.entries()) {
    const bucket = openBucket(buckets, capacity, sold[i] ?? 0, party);
    if (!bucket) return null;
    dearest = Math.max(dearest, buckets.indexOf(bucket));
  }
  const open = buckets[dearest];
  const bucket = open && familyBucket(cabin, open, family);
  if (!bucket) return null;
  const fareFamily = familyOf(cabin, bucket.letter);
  const domestic = flights.every((f) => f.domestic);
  const carrier = airline(first.def.carrierCode);
  const advance = advancePurchase(today, first.date);
  const level = domestic ? THROUGH_FARE_LEVEL.domestic : THROUGH_FARE_LEVEL.international;
  const departure = dateLevel(first.date);
  const carrierLevel = (carrier.fareLevel * fareTypeLevel(carrier.code, fareType)) / 100;
  const nonstop = rawFare(block, domestic, carrierLevel, cabin, bucket.level, advance.level, departure);
  const adult = wholeDollars((nonstop * level) / 100);
  const blocks = flights.map((f) => f.def.blockMinutes);
  const adults = prorate(adult, blocks);
  const children = prorate(wholeDollars((adult * CHILD_LEVEL) / 100), blocks);
  const infants = prorate(wholeDollars((adult * INFANT_LEVEL) / 100), blocks);
  const basis = fareBasis(bucket, advance.code, domestic, cabin, fareType);
  return flights.map((f, i) => ({
    cabin,
    bucket,
    family: fareFamily,
    fareBasis: basis,
    adultBase: adults[i] ?? 0,
    childBase: children[i] ?? 0,
    infantBase: infants[i] ?? 0,
    taxes: [...departureTax(f), ...(i === 0 ? [fuelSurcharge(block)] : [])],
    bagsKg: familyBagsKg(fareFamily, airline(f.def.carrierCode).bags[cabin]),
    seatsLeft: (capacities[i] ?? 0) - (sold[i] ?? 0),
  }));
}
