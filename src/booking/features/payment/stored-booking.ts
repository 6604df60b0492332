import type { User } from "../../../domain/account.ts";
import { type BookingRecord, type BookingStatus, isBookingRecord } from "../../../domain/booking.ts";
import { hasStrings, isObject } from "../../../domain/shape.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";

/**
 * The booking Confirm Booking stored (`bookingData`), read straight from storage by a page's
 * early script: null unless it has `status`, a string in each of `strings`, and passes `more`
 * (the other fields the page draws), and unless it is the drafts of another customer than
 * `user`, the one signed in (the app would forget them: booking-owner.ts).
 */
export function storedBooking(
  status: BookingStatus,
  strings: readonly string[],
  user: User | null,
  more: (value: Record<string, unknown>) => boolean = () => true,
): BookingRecord | null {
  const owner = localStorage.getItem(STORAGE_KEYS.bookingOwner);
  if (user && owner && owner !== user.id) return null;
  const isWanted = (value: unknown): value is BookingRecord =>
    isObject(value) &&
    hasStrings(value, strings) &&
    more(value) &&
    isBookingRecord(value) &&
    value.status === status;
  return jsonCodec(null, isWanted).decode(localStorage.getItem(STORAGE_KEYS.bookingData) ?? "");
}
