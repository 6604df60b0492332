import { daysBetween } from "../../src/domain/dates.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import {
  ADVANCE_PURCHASE,
  BUCKETS,
  CABIN_LEVEL,
  CHILD_LEVEL,
  DEPARTURE_TAX,
  type FareBucket,
  FUEL_PER_HOUR,
  REFERENCE_FARE,
} from "./datasets/fares.ts";
import { airline, cabinCapacity } from "./reference.ts";
import type { FlightInstance } from "./schedule.ts";

/** What one traveller pays for one flight, and what comes with it. Cents. */
export interface SegmentFare {
  cabin: CabinCode;
  bucket: FareBucket;
  fareBasis: string;
  adultBase: number;
  childBase: number;
  /** Per traveller, adults and children alike. */
  taxes: Array<{ code: string; amount: number }>;
  bagsKg: number;
  seatsLeft: number;
}

/**
 * The cheapest bucket that still holds `party` seats after `sold`, or null when the cabin cannot
 * seat them. Buckets take their share of `capacity`; the last takes what rounding leaves.
 * @example openBucket(BUCKETS.Y, 100, 24, 2)?.letter // "L" (V holds 25, one left)
 */
export function openBucket(buckets: FareBucket[], capacity: number, sold: number, party: number) {
  if (party < 1 || sold + party > capacity) return null;
  let cumulative = 0;
  for (const [index, bucket] of buckets.entries()) {
    cumulative =
      index === buckets.length - 1 ? capacity : cumulative + Math.floor((capacity * bucket.share) / 100);
    if (sold + party <= cumulative) return bucket;
  }
  return null;
}

/**
 * Prices one flight in one cabin for a party, given seats already sold and the traveller's
 * `today`. Null when the aircraft has no such cabin or too few seats are left.
 * Fares are whole dollars: reference fare x airline level x cabin level x bucket x advance purchase.
 */
export function priceSegment(
  inst: FlightInstance,
  cabin: CabinCode,
  sold: number,
  party: number,
  today: string,
): SegmentFare | null {
  const capacity = cabinCapacity(inst.def.aircraft, cabin);
  const bucket = openBucket(BUCKETS[cabin], capacity, sold, party);
  if (!bucket) return null;
  const carrier = airline(inst.def.carrierCode);
  const reference = inst.domestic ? REFERENCE_FARE.domestic : REFERENCE_FARE.international;
  const daysOut = Math.max(0, daysBetween(today, inst.date));
  const advance = ADVANCE_PURCHASE.find((a) => daysOut >= a.minDays) ?? ADVANCE_PURCHASE[5];
  const raw =
    ((reference.fixed + reference.perMinute * inst.def.blockMinutes) *
      carrier.fareLevel *
      CABIN_LEVEL[cabin] *
      bucket.level *
      advance.level) /
    100 ** 4;
  const adultBase = wholeDollars(raw);
  const [taxCode, domesticTax, internationalTax] = DEPARTURE_TAX[inst.from.countryCode] ?? ["XT", 0, 2_000];
  const departureTax = inst.domestic ? domesticTax : internationalTax;
  const taxes = [
    ...(departureTax > 0 ? [{ code: taxCode, amount: departureTax }] : []),
    { code: "YQ", amount: FUEL_PER_HOUR * Math.ceil(inst.def.blockMinutes / 60) },
  ];
  return {
    cabin,
    bucket,
    fareBasis: `${bucket.letter}${advance.code}${inst.domestic ? "DOM" : "INT"}${cabin}`,
    adultBase,
    childBase: wholeDollars((adultBase * CHILD_LEVEL) / 100),
    taxes,
    bagsKg: carrier.bags[cabin],
    seatsLeft: capacity - sold,
  };
}

function wholeDollars(cents: number): number {
  return Math.max(100, Math.round(cents / 100) * 100);
}

/** What one flight costs a party: adults and children, base and taxes. */
export function segmentTotal(fare: SegmentFare, adults: number, children: number): number {
  const taxes = fare.taxes.reduce((sum, t) => sum + t.amount, 0);
  return fare.adultBase * adults + fare.childBase * children + taxes * (adults + children);
}
