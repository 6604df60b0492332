import { ApiError } from "../../../api/api-error.ts";
import { fetchBooking } from "../../../api/bookings.ts";
import { calendarAirports } from "../../../api/calendar-airports.ts";
import { type BookingRecord, isBookingRecord } from "../../../domain/booking.ts";
import { calendarAirportCodes } from "../../../domain/ics.ts";
import { $user } from "../../../stores/auth.ts";
import { keepBooking, keptBooking, keptCopiesOwner } from "../../../stores/kept-copies.ts";

/** A booking as the detail page shows it: from the API, or the copy kept on this device. */
export interface ShownBooking {
  record: BookingRecord;
  /** When the kept copy shown was saved (ISO instant); null for the API's fresh answer. */
  savedAt: string | null;
  /** True when shown with no session (it expired): the copy of the device's last traveller. */
  sessionEnded?: boolean;
}

/** True when a call failed for lack of a connection (none, or it timed out), not for the server's answer. */
export const lostConnection = (error: unknown) =>
  error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");

/**
 * The signed-in user's booking `id`: the API's answer, kept on the device (with its airports'
 * offsets, for the calendar) for the next time there is no connection; with no connection, the
 * copy kept for this user, if any. An unknown booking, or an address no booking can have, is
 * null ("not found").
 */
export async function loadBooking(
  userId: string,
  id: string,
  signal: AbortSignal,
): Promise<ShownBooking | null> {
  const kept = async () => {
    const copy = await keptBooking(userId, id);
    return copy && isBookingRecord(copy.record) ? { record: copy.record, savedAt: copy.savedAt } : null;
  };
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    const copy = await kept();
    if (copy) return copy;
  }
  try {
    const record = await fetchBooking(id, signal);
    // Dropped if someone else signs in meanwhile (in another tab too); kept past the session's expiry.
    void keepBooking(userId, id, record, () => ($user.get()?.id ?? userId) === userId);
    void calendarAirports(calendarAirportCodes(record)).catch(() => undefined);
    return { record, savedAt: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    const copy = lostConnection(error) ? await kept() : null;
    if (copy) return copy;
    throw error;
  }
}

/**
 * With no session (it expired, ADR 0077): the copy of booking `id` kept for the device's last
 * traveller, when there is no connection; "signIn" when there is one (the server answers, so
 * the visitor signs in as on any protected page) or no copy is kept. The connection is tried
 * without a token, as `navigator.onLine` stays true where the internet is cut upstream.
 */
export async function loadKeptWithoutSession(
  id: string,
  signal: AbortSignal,
): Promise<ShownBooking | "signIn"> {
  const owner = await keptCopiesOwner();
  const copy = owner ? await keptBooking(owner, id) : null;
  if (!copy || !isBookingRecord(copy.record)) return "signIn";
  const shown = { record: copy.record, savedAt: copy.savedAt, sessionEnded: true };
  if (typeof navigator !== "undefined" && navigator.onLine === false) return shown;
  try {
    await fetchBooking(id, signal);
  } catch (error) {
    if (lostConnection(error)) return shown;
  }
  return "signIn";
}
