import { DEFAULT_FARE_TYPE, type FareType } from "../../src/domain/fare-type.ts";
import type { CabinCode } from "../../src/domain/search-params.ts";

/**
 * Offer ids name what was offered, so a booking can be priced again from the id alone:
 * `Y~UB101@2026-12-01,UB503@2026-12-01~UB102@2026-12-08` is cabin, then each itinerary's
 * flights with their scheduled dates. A citizen fare marks the cabin (`Y-citizen~UB101@...`);
 * the foreigner fare, the default, is unmarked, as every id was before fare types.
 */
export interface OfferKey {
  cabin: CabinCode;
  fareType: FareType;
  itineraries: Array<Array<{ flightNumber: string; date: string }>>;
}

/** Writes an offer id. */
export function encodeOfferId(key: OfferKey): string {
  return [
    key.fareType === DEFAULT_FARE_TYPE ? key.cabin : `${key.cabin}-${key.fareType}`,
    ...key.itineraries.map((it) => it.map((s) => `${s.flightNumber}@${s.date}`).join(",")),
  ].join("~");
}

const SEGMENT = /^([A-Z0-9]{2}\d{1,4})@(\d{4}-\d{2}-\d{2})$/;
const FARE_CLASS = /^([YWJF])(?:-(citizen))?$/;

/**
 * Reads an offer id; null when it is not one we wrote (1-2 itineraries of 1-2 flights).
 * @example decodeOfferId("Y-citizen~UB101@2026-12-01")?.fareType // "citizen"
 */
export function decodeOfferId(id: string): OfferKey | null {
  const [head = "", ...parts] = id.split("~");
  const fareClass = FARE_CLASS.exec(head);
  if (!fareClass || parts.length < 1 || parts.length > 2) return null;
  const itineraries: OfferKey["itineraries"] = [];
  for (const part of parts) {
    const segments = part.split(",").map((s) => SEGMENT.exec(s));
    if (segments.length > 2 || segments.some((m) => !m)) return null;
    itineraries.push(segments.map((m) => ({ flightNumber: m?.[1] ?? "", date: m?.[2] ?? "" })));
  }
  const fareType: FareType = fareClass[2] === "citizen" ? "citizen" : DEFAULT_FARE_TYPE;
  return { cabin: fareClass[1] as CabinCode, fareType, itineraries };
}
