import { travellerName } from "../../../src/domain/booking.ts";

/** A traveller as a booking stores them: enough to tell whether two bookings carry the same person. */
export interface Traveller {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, as the booking stores it. */
  dateOfBirth: string;
}

/** One of the account's live (held or paid) bookings on one of the flights being booked. */
export interface LiveBooking {
  id: string;
  status: "PENDING_PAYMENT" | "PAID";
  passengers: Traveller[];
}

/** The earlier booking the same traveller already has, and who that traveller is. */
export interface SameBooking {
  bookingId: string;
  status: LiveBooking["status"];
  passengerName: string;
}

/**
 * The flights of an offer as one flight on one day each: flight number and local departure date.
 * The account's bookings are searched for these (any segment, either direction).
 * @example flightDays({ itineraries: [{ segments: [{ carrierCode: "UB", number: "101", departure: { at: "2026-12-08T07:30:00" } }] }] }) // ["UB101 2026-12-08"]
 */
export function flightDays(offer: {
  itineraries: Array<{ segments: Array<{ carrierCode: string; number: string; departure: { at: string } }> }>;
}): string[] {
  const days = offer.itineraries.flatMap((it) =>
    it.segments.map((s) => `${s.carrierCode}${s.number} ${s.departure.at.slice(0, 10)}`),
  );
  return [...new Set(days)];
}

/**
 * Who a traveller is, for this comparison: the whole name without case or spaces (a Myanmar name
 * has no surname, so "Aung Kyaw" / "Min" and "Aung" / "Kyaw Min" are one person) and the date of
 * birth.
 * @example travellerKey({ firstName: "Aung ", lastName: "KYAW", dateOfBirth: "1990-01-15" }) // "aungkyaw 1990-01-15"
 */
export function travellerKey(p: Traveller): string {
  const name = `${p.firstName}${p.lastName}`.normalize("NFC").toLowerCase().replace(/\s+/g, "");
  return `${name} ${p.dateOfBirth}`;
}

/**
 * The first of `travelling` who already travels in one of `live` (newest first): a second booking
 * of the same person on the same flight, which is refused unless the request says it is meant.
 * @returns null when nobody travelling is booked on these flights already.
 */
export function findSameBooking(travelling: Traveller[], live: LiveBooking[]): SameBooking | null {
  for (const p of travelling) {
    const key = travellerKey(p);
    const earlier = live.find((b) => b.passengers.some((q) => travellerKey(q) === key));
    if (earlier) return { bookingId: earlier.id, status: earlier.status, passengerName: travellerName(p) };
  }
  return null;
}

/**
 * The refusal's English sentence, naming the traveller and the earlier booking.
 * @example sameBookingMessage({ bookingId: "FB1", status: "PAID", passengerName: "Aung Kyaw" })
 * // "Aung Kyaw already has booking FB1 on this flight (paid). To book again anyway, send allowDuplicate: true."
 */
export function sameBookingMessage(same: SameBooking): string {
  const state = same.status === "PAID" ? "paid" : "waiting for payment";
  return (
    `${same.passengerName} already has booking ${same.bookingId} on this flight (${state}). ` +
    "To book again anyway, send allowDuplicate: true."
  );
}
