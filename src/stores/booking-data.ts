import { persistentAtom } from "@nanostores/persistent";
import { type BookingRecord, isBookingRecord } from "../domain/booking.ts";
import { isObject } from "../domain/shape.ts";
import { jsonCodec } from "./json-codec.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/**
 * The booking record stored after Confirm Booking (spec section 3 "Flight state": bookingData);
 * the payment and complete steps read it, so a reload loses nothing.
 */
export const $bookingData = persistentAtom<BookingRecord | null>(
  STORAGE_KEYS.bookingData,
  null,
  jsonCodec<BookingRecord | null>(null, isBookingRecord),
);

/** Where the e-ticket of a booking paid in this browser was e-mailed. */
export interface EticketSent {
  bookingId: string;
  to: string[];
}

const isEticketSent = (value: unknown): value is EticketSent =>
  isObject(value) &&
  typeof value.bookingId === "string" &&
  Array.isArray(value.to) &&
  value.to.every((address) => typeof address === "string");

/**
 * The addresses the payment's answer said the e-ticket goes to, for the confirmed page (which
 * may be reloaded); kept and forgotten with the booking.
 */
export const $eticketSent = persistentAtom<EticketSent | null>(
  STORAGE_KEYS.eticketSent,
  null,
  jsonCodec<EticketSent | null>(null, isEticketSent),
);

/** Stores the booking the server made (replaces any earlier one). */
export function storeBooking(record: BookingRecord): void {
  $bookingData.set(record);
}

/**
 * Marks the stored booking paid after 'Payment successful!', with where its e-ticket was
 * mailed (`eticketTo`, from the answer).
 */
export function markBookingPaid(paidAt: string, eticketTo: string[] = []): void {
  const record = $bookingData.get();
  if (!record) return;
  $bookingData.set({ ...record, status: "PAID", paidAt });
  $eticketSent.set(eticketTo.length > 0 ? { bookingId: record.id, to: eticketTo } : null);
}

/** Forgets the stored booking and where its e-ticket went (sign-out or another user). */
export function clearBookingData(): void {
  $bookingData.set(null);
  $eticketSent.set(null);
}
