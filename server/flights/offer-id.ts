import { type FareFamilyCode, readFareFamily } from "../../src/domain/fare-family.ts";
import { DEFAULT_FARE_TYPE, type FareType } from "../../src/domain/fare-type.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";
import { MAX_TRIP_LEGS } from "../../src/domain/trip-type.ts";

/**
 * Offer ids name what was offered, so a booking can be priced again from the id alone:
 * `Y~UB101@2026-12-01,UB503@2026-12-01~UB102@2026-12-08` is cabin, then each itinerary's
 * flights with their scheduled dates. A citizen fare marks the cabin (`Y-citizen~UB101@...`);
 * the foreigner fare, the default, is unmarked, as every id was before fare types. An offer in a
 * chosen fare family adds it after a dot (`Y-citizen.FLEX~UB101@...`); without one, each flight
 * sells its cheapest open class, whatever its family, as the search answers.
 */
export interface OfferKey {
  cabin: CabinCode;
  fareType: FareType;
  /** The fare family every flight is priced in; null: the cheapest open class of each. */
  fareFamily: FareFamilyCode | null;
  itineraries: Array<Array<{ flightNumber: string; date: string }>>;
}

/** Writes an offer id. */
export function encodeOfferId(key: OfferKey): string {
  const head = key.fareType === DEFAULT_FARE_TYPE ? key.cabin : `${key.cabin}-${key.fareType}`;
  return [
    key.fareFamily ? `${head}.${key.fareFamily}` : head,
    ...key.itineraries.map((it) => it.map((s) => `${s.flightNumber}@${s.date}`).join(",")),
  ].join("~");
}

/** A flight number, with the leg's departure airport on a flight of several legs (`K7266-NYU`). */
const SEGMENT = /^([A-Z0-9]{2}\d{1,4}(?:-[A-Z]{3})?)@(\d{4}-\d{2}-\d{2})$/;
const FARE_CLASS = /^([YWJF])(?:-(citizen))?(?:\.([A-Z]+))?$/;

/**
 * Reads an offer id; null when it is not one we wrote (1-5 itineraries of 1-2 flights: a
 * multi-city trip has up to MAX_TRIP_LEGS legs).
 * @example decodeOfferId("Y-citizen~UB101@2026-12-01")?.fareType // "citizen"
 * @example decodeOfferId("Y.FLEX~UB101@2026-12-01")?.fareFamily // "FLEX"
 */
export function decodeOfferId(id: string): OfferKey | null {
  const [head = "", ...parts] = id.split("~");
  const fareClass = FARE_CLASS.exec(head);
  if (!fareClass || parts.length < 1 || parts.length > MAX_TRIP_LEGS) return null;
  const fareFamily = fareClass[3] === undefined ? null : readFareFamily(fareClass[3]);
  if (fareClass[3] !== undefined && fareFamily === null) return null;
  const itineraries: OfferKey["itineraries"] = [];
  for (const part of parts) {
    const segments = part.split(",").map((s) => SEGMENT.exec(s));
    if (segments.length > 2 || segments.some((m) => !m)) return null;
    itineraries.push(segments.map((m) => ({ flightNumber: m?.[1] ?? "", date: m?.[2] ?? "" })));
  }
  const fareType: FareType = fareClass[2] === "citizen" ? "citizen" : DEFAULT_FARE_TYPE;
  return { cabin: fareClass[1] as CabinCode, fareType, fareFamily, itineraries };
}
