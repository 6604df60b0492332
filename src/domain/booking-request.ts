import { type BookingRecord, isBookingRecord } from "./booking.ts";
import type { FlightOffer } from "./flight-offer.ts";

/**
 * The booking request on the ticket step as one value (spec section 4, "Booking response
 * branches"): screens switch on `kind` and never read an error's body.
 */
export type BookingRequestState =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "priceChanged"; offer: FlightOffer; oldTotal: string; newTotal: string }
  | { kind: "scheduleChanged"; date: string }
  | { kind: "unavailable" }
  /** A route notice closes the trip to the offer's fare type (409 ROUTE_CLOSED). */
  | { kind: "routeClosed" }
  /** A passenger already has `booking` (held or paid) on these flights: book again only if meant. */
  | { kind: "duplicate"; passengerName: string; booking: BookingRecord }
  | { kind: "booked"; record: BookingRecord }
  /** `code`: the API's error code, for the app's text of it in the page's language. */
  | { kind: "failed"; message: string; code?: string };

/** A settled answer of the booking call (everything but idle and sending). */
export type BookingOutcome = Exclude<BookingRequestState, { kind: "idle" } | { kind: "sending" }>;

export const BOOKING_FAILED = "Something went wrong. Please try again.";

interface ConflictBody {
  priceChanged?: boolean;
  verifiedData?: { data?: { flightOffers?: FlightOffer[] } };
  scheduleChanged?: boolean;
  originalData?: { date?: string };
  flightUnavailable?: boolean;
  duplicate?: { passengerName?: unknown; booking?: unknown };
}

/**
 * The offer to resubmit after the traveller accepts a new price: the sent offer with the
 * verified price, last ticketing date, pricing options and traveler pricings (spec section 4).
 */
export function withVerifiedPrice(sent: FlightOffer, verified: FlightOffer): FlightOffer {
  return {
    ...sent,
    price: verified.price,
    lastTicketingDate: verified.lastTicketingDate,
    pricingOptions: verified.pricingOptions,
    travelerPricings: verified.travelerPricings,
  };
}

/**
 * Reads a 409 body of the booking call as one of the contract's branches.
 * @example conflictOutcome({ flightUnavailable: true }, offer) // { kind: "unavailable" }
 * @returns null when the body is none of them.
 */
export function conflictOutcome(body: unknown, sent: FlightOffer): BookingOutcome | null {
  if (!body || typeof body !== "object") return null;
  const b = body as ConflictBody;
  const verified = b.verifiedData?.data?.flightOffers?.[0];
  if (b.priceChanged && verified)
    return {
      kind: "priceChanged",
      offer: withVerifiedPrice(sent, verified),
      oldTotal: sent.price.grandTotal,
      newTotal: verified.price.grandTotal,
    };
  if (b.scheduleChanged && typeof b.originalData?.date === "string")
    return { kind: "scheduleChanged", date: b.originalData.date };
  if (b.flightUnavailable) return { kind: "unavailable" };
  const same = b.duplicate;
  if (typeof same?.passengerName === "string" && isBookingRecord(same.booking))
    return { kind: "duplicate", passengerName: same.passengerName, booking: same.booking };
  return null;
}

/**
 * The spec's section 5 booking precondition: the first itinerary's first segment has a carrier
 * code and a departure time (otherwise nothing happens).
 */
export function offerIsBookable(offer: FlightOffer | null | undefined): offer is FlightOffer {
  const first = offer?.itineraries?.[0]?.segments?.[0];
  return Boolean(first?.carrierCode && first.departure?.at);
}
