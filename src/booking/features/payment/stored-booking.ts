import type { User } from "../../../domain/account.ts";
import { type BookingRecord, type BookingStatus, isBookingRecord } from "../../../domain/booking.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";

/**
 * The booking Confirm Booking stored (`bookingData`), read straight from storage by a page's
 * early script: null unless it is a whole record (`isBookingRecord`, as the app's store reads it)
 * with `status` that passes `more` (other fields the page draws), and unless it is the drafts of
 * another customer than `user`, the one signed in (the app would forget them: booking-owner.ts).
 */
export function storedBooking(
  status: BookingStatus,
  user: User | null,
  more: (record: BookingRecord) => boolean = () => true,
): BookingRecord | null {
  const owner = localStorage.getItem(STORAGE_KEYS.bookingOwner);
  if (user && owner && owner !== user.id) return null;
  const isWanted = (value: unknown): value is BookingRecord =>
    isBookingRecord(value) && value.status === status && more(value);
  return jsonCodec(null, isWanted).decode(localStorage.getItem(STORAGE_KEYS.bookingData) ?? "");
}
