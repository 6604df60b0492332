import { persistentAtom } from "@nanostores/persistent";
import { type BookingRecord, isBookingRecord } from "../domain/booking.ts";
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

/** Stores the booking the server made (replaces any earlier one). */
export function storeBooking(record: BookingRecord): void {
  $bookingData.set(record);
}

/** Marks the stored booking paid after 'Payment successful!'. */
export function markBookingPaid(paidAt: string): void {
  const record = $bookingData.get();
  if (record) $bookingData.set({ ...record, status: "PAID", paidAt });
}

/** Forgets the stored booking (sign-out or another user). */
export function clearBookingData(): void {
  $bookingData.set(null);
}
