import type { AgentSale, MarkupInput } from "./agent-markup.ts";
import type { FareLine, ListedPassenger } from "./booked-passengers.ts";
import { type BookingEvent, isBookingEvent } from "./booking-events.ts";
import type { ContactInfo } from "./contact-info.ts";
import type { FareFamilyCode } from "./fare-family.ts";
import type { FareType } from "./fare-type.ts";
import type { FlightOffer } from "./flight-offer.ts";
import { fromCents, toCents } from "./money.ts";
import type { PassengerInfo } from "./passenger-info.ts";
import { isScheduleChange, type ScheduleChange } from "./schedule-change.ts";
import type { TravelType } from "./search-params.ts";
import { hasStrings, isObject } from "./shape.ts";
import { isTripType, type TripType } from "./trip-type.ts";

/** What Confirm Booking sends (spec section 3): phone without +, dates as YYYY-MM-DD. */
export interface BookingPayload {
  flightData: FlightOffer;
  travelType: TravelType;
  passengerInfo: PassengerInfo[];
  contactInfo: ContactInfo;
  userId: string;
  /**
   * Books even when a passenger already has a held or paid booking of this account on one of
   * these flights (else 409 DUPLICATE_BOOKING): the traveller said "Book again anyway".
   */
  allowDuplicate?: boolean;
  /** An agent's markup on this booking (docs/adr/0083); the server prices it. */
  markup?: MarkupInput;
}

export type BookingStatus = "PENDING_PAYMENT" | "PAID" | "EXPIRED" | "CANCELLED";

/** The return leg of a round trip, as the booking record carries it. */
export interface ReturnFlightInfo {
  origin: string;
  destination: string;
  departureTerminal: string;
  arrivalTerminal: string;
  airlineName: string;
  airlineCode: string;
  airlineRef: string;
  flightNumber: string;
  returnDate: string;
  arrivalAt: string;
  /** The return share of the total, USD with 2 decimals. */
  price: number;
}

/** One leg of the record as the e-ticket and detail page list it (every segment). */
export interface BookedSegment {
  flightNumber: string;
  airlineCode: string;
  airlineName: string;
  airlineRef: string;
  origin: string;
  destination: string;
  departureAt: string;
  arrivalAt: string;
  departureTerminal: string;
  arrivalTerminal: string;
  aircraft: string;
  cabin: string;
  duration: string;
  baggageWeight: number;
}

/**
 * One leg of a booking (an itinerary of its offer: one direction of a round trip, one flight of a
 * multi-city trip), with the spec's flat fields for its first departure and last arrival.
 */
export interface BookedLeg {
  origin: string;
  destination: string;
  departureAt: string;
  arrivalAt: string;
  departureTerminal: string;
  arrivalTerminal: string;
  /** The first flight's airline, number and PNR, as the spec's flat fields name them. */
  airlineName: string;
  airlineCode: string;
  airlineRef: string;
  flightNumber: string;
  /** Every flight of the leg, in order: more than one when it connects. */
  flightNumbers: string[];
  /** Door to door, connections included (ISO 8601); "" when unknown. */
  duration: string;
  /** This leg's share of the total, USD with 2 decimals: the shares add up to the total to the cent. */
  price: number;
  segments: BookedSegment[];
}

/** A city's name in the two languages of the interface. */
export interface CityName {
  city: string;
  cityMy: string;
}

/** The spec's booking record plus the contract's additions (status, hold, passengers...). */
export interface BookingRecord {
  id: string;
  /** The outbound share of the total, USD with 2 decimals. */
  price: number;
  isRoundTrip: boolean;
  origin: string;
  destination: string;
  departureDate: string;
  arrivalAt: string;
  departureTerminal: string;
  arrivalTerminal: string;
  airlineName: string;
  airlineCode: string;
  airlineRef: string;
  flightNumber: string;
  passengerName: string;
  passengerEmail: string;
  phoneNumber: string;
  email: string;
  bookingDate: string;
  baggageWeight: number;
  passengerIdType: "PASSPORT" | "NRC" | "";
  passengerIdNumber: string;
  passengerNationality: string;
  returnFlightInfo: ReturnFlightInfo | null;
  status: BookingStatus;
  currency: "USD";
  /** The offer's grand total, decimal string. */
  totalPrice: string;
  holdExpiresAt: string;
  paidAt: string | null;
  /** When a paid booking was cancelled; null otherwise. Optional for records stored before it. */
  cancelledAt?: string | null;
  /** What the cancellation put back in the wallet, decimal USD string ("0.00" for none); null until cancelled. */
  refund?: string | null;
  /**
   * The airline's latest change to one of its flights that the traveller has not answered yet
   * (moved or cancelled, docs/adr/0078); null when none. Optional for records stored before it.
   */
  scheduleChange?: ScheduleChange | null;
  /**
   * Its history after booking, oldest first (payment, date changes, the airline's changes, the
   * cancellation), for its owner; optional for records stored before it, and absent from answers
   * to anyone else.
   */
  events?: BookingEvent[];
  bookedBy: string;
  travelType: TravelType;
  /**
   * The fare bought on a domestic booking (citizen or foreigner); null abroad, where one fare is
   * for everyone. Optional only so that answers stored before fare types still read.
   */
  fareType?: FareType | null;
  /**
   * The fare family bought on each flight, outbound first (names in src/domain/fare-family.ts);
   * null on bookings made before families. Optional so that answers stored before it still read.
   */
  fareFamilies?: FareFamilyCode[] | null;
  /** Travellers the offer was priced for; passengers are adults first, then children, then infants. */
  adults: number;
  children: number;
  /** Infants on lap (a record stored in the browser before infants were booked lacks it). */
  infants: number;
  /** Every segment of both directions, outbound first. */
  segments: { outbound: BookedSegment[]; return: BookedSegment[] };
  /**
   * Every passenger with their type. Optional only so that records stored in the browser before
   * it was sent still read: read a passenger's kind with kindOf (src/domain/booked-passengers.ts).
   */
  passengers: ListedPassenger[];
  /** One traveller's price per type and how many travel (older stored records lack it). */
  priceBreakdown: FareLine[];
  contact: ContactInfo;
  /**
   * The city of every airport in the booking, by IATA code (the detail page names them all,
   * not only the spec's four). Optional only so that older stored answers still read.
   */
  cities?: Record<string, CityName>;
  /** Each direction's door-to-door duration (ISO 8601, connections included), from the offer. */
  durations?: { outbound: string; return: string | null };
  /**
   * One-way, round trip or multi-city (src/domain/trip-type.ts). Optional only so that answers
   * stored before multi-city still read: read it with recordTripType (src/domain/booked-legs.ts).
   */
  tripType?: TripType;
  /**
   * Every leg, in order (1 for a one-way trip, 2 for a round trip, 2 to 5 for multi-city); the
   * spec's flat fields are the first leg's, `returnFlightInfo` a round trip's second. Optional only
   * so that answers stored before it still read: read them with recordLegs (src/domain/booked-legs.ts).
   */
  legs?: BookedLeg[];
  /**
   * An agent's booking (docs/adr/0083): the net fare they pay (`totalPrice`), their markup and the
   * selling price their customer pays; null on a customer's own booking. Optional so that answers
   * stored before it still read.
   */
  agentSale?: AgentSale | null;
}

const isLeg = (value: unknown) =>
  isObject(value) && hasStrings(value, ["origin", "destination", "departureAt", "arrivalAt", "flightNumber"]);
const isLegs = (value: unknown) => Array.isArray(value) && value.every(isLeg);
const isBookedLeg = (value: unknown) =>
  isLeg(value) &&
  isObject(value) &&
  typeof value.price === "number" &&
  Array.isArray(value.flightNumbers) &&
  isLegs(value.segments);

/**
 * True for a stored value shaped like a booking record, down to what the payment, complete and
 * detail pages read; an older or edited record that is not reads as no booking.
 */
export function isBookingRecord(value: unknown): value is BookingRecord {
  if (!isObject(value)) return false;
  const back = value.returnFlightInfo;
  return (
    hasStrings(value, [
      "id",
      "status",
      "origin",
      "destination",
      "departureDate",
      "arrivalAt",
      "airlineName",
      "flightNumber",
      "bookingDate",
      "totalPrice",
      "holdExpiresAt",
    ]) &&
    typeof value.price === "number" &&
    typeof value.isRoundTrip === "boolean" &&
    (back === null ||
      (isObject(back) &&
        typeof back.price === "number" &&
        hasStrings(back, ["origin", "destination", "returnDate", "arrivalAt", "flightNumber"]))) &&
    isObject(value.segments) &&
    isLegs(value.segments.outbound) &&
    isLegs(value.segments.return) &&
    Array.isArray(value.passengers) &&
    value.passengers.every(isObject) &&
    isObject(value.contact) &&
    (value.tripType === undefined || isTripType(value.tripType)) &&
    (value.scheduleChange === undefined ||
      value.scheduleChange === null ||
      isScheduleChange(value.scheduleChange)) &&
    (value.events === undefined || (Array.isArray(value.events) && value.events.every(isBookingEvent))) &&
    (value.legs === undefined ||
      (Array.isArray(value.legs) && value.legs.length > 0 && value.legs.every(isBookedLeg)))
  );
}

/**
 * A traveller's name as a booking shows it: given name, then family name.
 * @example travellerName({ firstName: "Aung", lastName: "Kyaw" }) // "Aung Kyaw"
 */
export function travellerName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

/**
 * The booking's total as the detail page shows it: the legs' prices (outbound plus return price on
 * a record without legs), 2 decimals. Added in cents so 0.1 + 0.2 stays 0.30.
 * @example bookingTotal({ price: 120.1, returnFlightInfo: { price: 99.2 } }) // "219.30"
 */
export function bookingTotal(
  record: Pick<BookingRecord, "price"> & {
    returnFlightInfo: { price: number } | null;
    legs?: ReadonlyArray<{ price: number }>;
  },
) {
  const cents = (value: number) => toCents(value.toFixed(2)) ?? 0;
  const prices = record.legs?.length
    ? record.legs.map((leg) => leg.price)
    : [record.price, ...(record.returnFlightInfo ? [record.returnFlightInfo.price] : [])];
  return fromCents(prices.reduce((sum, price) => sum + cents(price), 0));
}

/** `POST /apis/flights/booking/send-email/{id}`: where the e-ticket went ('E-ticket sent to {email}'). */
export interface EticketSent {
  status: "success";
  message: string;
}

/** True for the answer of a mailed e-ticket. */
export function isEticketSent(body: unknown): body is EticketSent {
  return isObject(body) && body.status === "success" && typeof body.message === "string";
}

/** The booking call's answer in each of the contract's branches (spec section 4). */
export type BookingResponse =
  | { success: true; message: string; data: BookingRecord }
  | {
      success: false;
      priceChanged: true;
      message: string;
      verifiedData: { data: { flightOffers: [FlightOffer] } };
    }
  | { success: false; scheduleChanged: true; message: string; originalData: { date: string } }
  | { success: false; flightUnavailable: true; message: "Flight Unavailable" };
