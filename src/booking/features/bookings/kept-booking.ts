import { ApiError } from "../../../api/api-error.ts";
import { fetchBooking } from "../../../api/bookings.ts";
import { calendarAirports } from "../../../api/calendar-airports.ts";
import { type BookingRecord, isBookingRecord } from "../../../domain/booking.ts";
import { calendarAirportCodes } from "../../../domain/ics.ts";
import { $user } from "../../../stores/auth.ts";
import { keepBooking, keptBooking } from "../../../stores/kept-copies.ts";

/** A booking as the detail page shows it: from the API, or the copy kept on this device. */
export interface ShownBooking {
  record: BookingRecord;
  /** When the kept copy shown was saved (ISO instant); null for the API's fresh answer. */
  savedAt: string | null;
}

const lostConnection = (error: unknown) =>
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
    void keepBooking(userId, id, record, () => $user.get()?.id === userId);
    void calendarAirports(calendarAirportCodes(record)).catch(() => undefined);
    return { record, savedAt: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    const copy = lostConnection(error) ? await kept() : null;
    if (copy) return copy;
    throw error;
  }
}
