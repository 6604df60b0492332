import { persistentAtom } from "@nanostores/persistent";
import { $user } from "./auth.ts";
import { clearBookingData } from "./booking-data.ts";
import { clearContactInfo } from "./contact-info.ts";
import { clearPassengerInfo } from "./passenger-info.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** Whose drafts `contactInfo`, `passengerInfo` and `bookingData` are (`bookingOwner`). */
export const $bookingOwner = persistentAtom<string>(STORAGE_KEYS.bookingOwner, "");

/**
 * Forgets another customer's drafts: when a different user is signed in than the one who wrote
 * them. Signing out alone keeps them, so a session that ends mid-payment (token expiry, then
 * sign in again) still finds its booking.
 */
export function claimBookingDrafts(userId: string | null | undefined): void {
  if (!userId || $bookingOwner.get() === userId) return;
  if ($bookingOwner.get()) {
    clearContactInfo();
    clearPassengerInfo();
    clearBookingData();
  }
  $bookingOwner.set(userId);
}

/** Keeps the drafts with their owner while a booking screen is open (another tab may sign in). */
export function watchBookingOwner(): () => void {
  return $user.subscribe((user) => claimBookingDrafts(user?.id));
}
