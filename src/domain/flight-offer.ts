import type { FareFamilyCode } from "./fare-family.ts";
import type { FareType } from "./fare-type.ts";
import { hasStrings, isListOf, isObject } from "./shape.ts";

/**
 * The flight offer as the contract carries it: the Amadeus Flight Offers Search shape, decimal
 * strings for money (`currency: "USD"`), airport-local times without offset, ISO durations.
 */

/** Cabin names Amadeus uses in fareDetailsBySegment. */
export type CabinName = "ECONOMY" | "PREMIUM_ECONOMY" | "BUSINESS" | "FIRST";

/** Amadeus traveller types: `HELD_INFANT` is an infant on an adult's lap (no seat). */
export type TravelerType = "ADULT" | "CHILD" | "HELD_INFANT";

export interface FlightEndpoint {
  iataCode: string;
  terminal?: string;
  /** Airport-local date-time, e.g. `2026-12-01T08:30:00`. */
  at: string;
}

export interface FlightSegment {
  id: string;
  carrierCode: string;
  number: string;
  aircraft: { code: string };
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  /** ISO duration of this flight, e.g. `PT1H25M`. */
  duration: string;
  numberOfStops: number;
}

export interface Itinerary {
  /** Door to door, including connections. */
  duration: string;
  segments: FlightSegment[];
}

export interface OfferPrice {
  currency: "USD";
  base: string;
  total: string;
  grandTotal: string;
  taxes: Array<{ amount: string; code: string }>;
}

export interface FareDetailsBySegment {
  segmentId: string;
  cabin: CabinName;
  fareBasis: string;
  /** Booking class (the fare bucket letter). */
  class: string;
  /** The fare family of the class (Amadeus branded fare). Absent on offers saved before families. */
  brandedFare?: FareFamilyCode;
  /** The family's English name; src/domain/fare-family.ts has it in both languages. */
  brandedFareLabel?: string;
  includedCheckedBags: { weight: number; weightUnit: "KG" };
}

export interface TravelerPricing {
  travelerId: string;
  fareOption: "STANDARD";
  travelerType: TravelerType;
  /** An infant on lap's adult (their `travelerId`), as Amadeus links them. */
  associatedAdultId?: string;
  price: { currency: "USD"; total: string; base: string };
  fareDetailsBySegment: FareDetailsBySegment[];
}

/**
 * A fare rule as Amadeus writes it (Flight Offers Price `fareRules`): the most a change or a
 * refund costs the whole party, or `notApplicable` when the fare does not allow it. NO_SHOW (ours)
 * is what a missed flight costs; `notApplicable` there: a missed flight forfeits the fare.
 */
export interface FareRule {
  category: "REFUND" | "EXCHANGE" | "NO_SHOW";
  maxPenaltyAmount?: string;
  notApplicable?: boolean;
}

export interface FlightOffer {
  /** Identifies the flights, dates and cabin; the server re-prices from it. */
  id: string;
  type: "flight-offer";
  source: "GDS";
  oneWay: boolean;
  lastTicketingDate: string;
  numberOfBookableSeats: number;
  itineraries: Itinerary[];
  price: OfferPrice;
  pricingOptions: { fareType: string[]; includedCheckedBagsOnly: boolean };
  validatingAirlineCodes: string[];
  travelerPricings: TravelerPricing[];
  /** Refund and change rules of the fare. Optional: offers saved before it existed lack it. */
  fareRules?: { currency: "USD"; rules: FareRule[] };
  /**
   * Citizen or foreigner fare, on an offer whose flights stay in Myanmar; absent abroad, where
   * one fare is for everyone (not Amadeus' `pricingOptions.fareType`, which says PUBLISHED).
   */
  fareType?: FareType;
}

/**
 * How many adults, children and infants on lap an offer was priced for.
 * @example travellerCounts(offer) // { adults: 2, children: 1, infants: 1 }
 */
export function travellerCounts(offer: Pick<FlightOffer, "travelerPricings">) {
  let adults = 0;
  let children = 0;
  let infants = 0;
  for (const pricing of offer.travelerPricings) {
    if (pricing.travelerType === "CHILD") children += 1;
    else if (pricing.travelerType === "HELD_INFANT") infants += 1;
    else adults += 1;
  }
  return { adults, children, infants };
}

/**
 * Checked bags included for the first segment of the first traveller, as the ticket page shows.
 * @example includedBaggage(offer) // { weight: 20, weightUnit: "KG" }
 */
export function includedBaggage(offer: Pick<FlightOffer, "travelerPricings">) {
  return (
    offer.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags ?? {
      weight: 0,
      weightUnit: "KG" as const,
    }
  );
}

const isEndpoint = (value: unknown) => isObject(value) && hasStrings(value, ["iataCode", "at"]);
const isSegment = (value: unknown) =>
  isObject(value) &&
  hasStrings(value, ["carrierCode", "number", "duration"]) &&
  isEndpoint(value.departure) &&
  isEndpoint(value.arrival);
const isItinerary = (value: unknown) => isObject(value) && isListOf(value.segments, isSegment);
const isTravelerPricing = (value: unknown) =>
  isObject(value) && typeof value.travelerType === "string" && Array.isArray(value.fareDetailsBySegment);

/**
 * True for a stored value shaped like an offer, down to what the choose, ticket and payment
 * steps read: its itineraries' segments and their airports and times, its price and its
 * travellers' pricings.
 */
export function isFlightOffer(value: unknown): value is FlightOffer {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    isListOf(value.itineraries, isItinerary) &&
    isObject(value.price) &&
    hasStrings(value.price, ["total", "grandTotal"]) &&
    Array.isArray(value.travelerPricings) &&
    value.travelerPricings.every(isTravelerPricing)
  );
}
