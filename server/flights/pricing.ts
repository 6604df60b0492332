import { daysBetween } from "../../src/domain/dates.ts";
import type { FareFamilyCode } from "../../src/domain/fare-family.ts";
import type { FareType } from "../../src/domain/fare-type.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import {
  ADVANCE_PURCHASE,
  BUCKETS,
  CABIN_LEVEL,
  CHILD_LEVEL,
  DEPARTURE_TAX,
  FARE_FAMILIES,
  type FareBucket,
  type FareFamily,
  FUEL_PER_HOUR,
  INFANT_EXEMPT_TAXES,
  INFANT_LEVEL,
  REFERENCE_FARE,
} from "./datasets/fares.ts";
import { dateLevel } from "./fare-calendar.ts";
import { fareTypeLevel } from "./fare-types.ts";
import { airline, cabinCapacity } from "./reference.ts";
import type { FlightInstance } from "./schedule.ts";

/** What one traveller pays for one flight, and what comes with it. Cents. */
export interface SegmentFare {
  cabin: CabinCode;
  bucket: FareBucket;
  /** The family the booking class belongs to: its bags and rules. */
  family: FareFamily;
  fareBasis: string;
  adultBase: number;
  childBase: number;
  /** An infant on lap's base fare (INFANT_LEVEL); their taxes are {@link infantTaxes}. */
  infantBase: number;
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
 * The family a booking class belongs to (FARE_FAMILIES).
 * @example familyOf("Y", "M").code // "SAVER"
 */
export function familyOf(cabin: CabinCode, letter: string): FareFamily {
  const family = FARE_FAMILIES[cabin].find((f) => f.classes.includes(letter));
  if (!family) throw new Error(`Booking class ${cabin}/${letter} has no fare family`);
  return family;
}

/**
 * The booking class a flight sells in, given the cheapest class still open for the party
 * (`open`, see {@link openBucket}): that class when no family is asked for; else the family's
 * cheapest class from `open` on, or null when every class of the family is sold.
 * @example familyBucket("Y", BUCKETS.Y[0], "FLEX")?.letter // "B"
 */
export function familyBucket(
  cabin: CabinCode,
  open: FareBucket,
  family: FareFamilyCode | null,
): FareBucket | null {
  if (family === null) return open;
  const buckets = BUCKETS[cabin];
  const from = buckets.indexOf(open);
  return buckets.find((b, i) => i >= from && familyOf(cabin, b.letter).code === family) ?? null;
}

/** Checked bags per traveller in a family, from the carrier's allowance for the cabin. */
export function familyBagsKg(family: FareFamily, allowanceKg: number): number {
  return family.bags.kind === "none" ? 0 : allowanceKg + family.bags.extraKg;
}

/** The advance-purchase step for a departure on `date` bought on `today`. */
export function advancePurchase(today: string, date: string) {
  const daysOut = Math.max(0, daysBetween(today, date));
  return ADVANCE_PURCHASE.find((a) => daysOut >= a.minDays) ?? ADVANCE_PURCHASE[5];
}

/**
 * The unrounded adult fare, cents, for a block time: reference fare x airline level (for the
 * fare type, see {@link fareTypeLevel}) x cabin
 * level x bucket x advance purchase x the departure date's level (weekday and season, see
 * {@link dateLevel}).
 */
export function rawFare(
  blockMinutes: number,
  domestic: boolean,
  fareLevel: number,
  cabin: CabinCode,
  bucketLevel: number,
  advanceLevel: number,
  departureLevel: number,
): number {
  const reference = domestic ? REFERENCE_FARE.domestic : REFERENCE_FARE.international;
  return (
    ((reference.fixed + reference.perMinute * blockMinutes) *
      fareLevel *
      CABIN_LEVEL[cabin] *
      bucketLevel *
      advanceLevel *
      departureLevel) /
    100 ** 5
  );
}

/** The departure tax one traveller pays on a flight, by its airport's country; none where it is 0. */
export function departureTax(inst: FlightInstance): Array<{ code: string; amount: number }> {
  const [code, domesticTax, internationalTax] = DEPARTURE_TAX[inst.from.countryCode] ?? ["XT", 0, 2_000];
  const amount = inst.domestic ? domesticTax : internationalTax;
  return amount > 0 ? [{ code, amount }] : [];
}

/** The carrier fuel surcharge (YQ) for a block time, per traveller. */
export function fuelSurcharge(blockMinutes: number) {
  return { code: "YQ", amount: FUEL_PER_HOUR * Math.ceil(blockMinutes / 60) };
}

/**
 * The fare basis code: bucket letter, advance purchase, market, cabin (`V60DOMY`). The market is
 * INT abroad; at home LOC for the citizen (local) fare and DOM for the foreigner fare.
 */
export function fareBasis(
  bucket: FareBucket,
  advanceCode: string,
  domestic: boolean,
  cabin: CabinCode,
  fareType: FareType | null = null,
) {
  const market = !domestic ? "INT" : fareType === "citizen" ? "LOC" : "DOM";
  return `${bucket.letter}${advanceCode}${market}${cabin}`;
}

/**
 * Prices one flight in one cabin for a party, given seats already sold and the traveller's
 * `today`; the flight's scheduled date sets the weekday and season level, and `fareType` (of a
 * chain that stays in Myanmar, see chainFareType) the citizen or foreigner level, and `family` the
 * fare family (null: the cheapest class open, whatever its family). Null when the aircraft has no
 * such cabin, too few seats are left, or none in the family.
 * Fares are whole dollars (see {@link rawFare}).
 */
export function priceSegment(
  inst: FlightInstance,
  cabin: CabinCode,
  sold: number,
  party: number,
  today: string,
  fareType: FareType | null = null,
  family: FareFamilyCode | null = null,
): SegmentFare | null {
  const capacity = cabinCapacity(inst.def.aircraft, cabin);
  const open = openBucket(BUCKETS[cabin], capacity, sold, party);
  const bucket = open && familyBucket(cabin, open, family);
  if (!bucket) return null;
  const fareFamily = familyOf(cabin, bucket.letter);
  const carrier = airline(inst.def.carrierCode);
  const advance = advancePurchase(today, inst.date);
  const adultBase = wholeDollars(
    rawFare(
      inst.def.blockMinutes,
      inst.domestic,
      (carrier.fareLevel * fareTypeLevel(carrier.code, fareType)) / 100,
      cabin,
      bucket.level,
      advance.level,
      dateLevel(inst.date),
    ),
  );
  return {
    cabin,
    bucket,
    family: fareFamily,
    fareBasis: fareBasis(bucket, advance.code, inst.domestic, cabin, fareType),
    adultBase,
    childBase: wholeDollars((adultBase * CHILD_LEVEL) / 100),
    infantBase: wholeDollars((adultBase * INFANT_LEVEL) / 100),
    taxes: [...departureTax(inst), fuelSurcharge(inst.def.blockMinutes)],
    bagsKg: familyBagsKg(fareFamily, carrier.bags[cabin]),
    seatsLeft: capacity - sold,
  };
}

/** Rounds cents to whole dollars, at least one dollar. */
export function wholeDollars(cents: number): number {
  return Math.max(100, Math.round(cents / 100) * 100);
}

/** The taxes an infant on lap pays on a flight: the traveller's, less INFANT_EXEMPT_TAXES. */
export function infantTaxes(fare: Pick<SegmentFare, "taxes">): SegmentFare["taxes"] {
  return fare.taxes.filter((t) => !INFANT_EXEMPT_TAXES.includes(t.code));
}

const sumOf = (taxes: SegmentFare["taxes"]) => taxes.reduce((sum, t) => sum + t.amount, 0);

/** What one flight costs a party: adults, children and infants on lap, base and taxes. */
export function segmentTotal(fare: SegmentFare, adults: number, children: number, infants = 0): number {
  return (
    fare.adultBase * adults +
    fare.childBase * children +
    fare.infantBase * infants +
    sumOf(fare.taxes) * (adults + children) +
    sumOf(infantTaxes(fare)) * infants
  );
}
