import { fetchBookings } from "../../../api/bookings.ts";
import { type BookingRecord, isBookingRecord } from "../../../domain/booking.ts";
import { keptBookingsOf } from "../../../stores/kept-copies.ts";
import { lostConnection } from "./kept-booking.ts";

/** A booking kept on this device, as the history page lists it offline. */
export interface KeptListed {
  record: BookingRecord;
  /** When its copy was saved (ISO instant). */
  savedAt: string;
}

/** The history page's bookings: the API's list, or with no connection the copies kept for the user. */
export type HistoryLoad =
  | { kind: "online"; records: BookingRecord[] }
  | { kind: "offline"; kept: KeptListed[] };

/**
 * The signed-in user's bookings for the history page: the API's answer; with no connection
 * (`navigator.onLine` false, or the call failing for lack of one), the bookings whose copy is
 * kept on this device for this user (ADR 0081), newest saved first. Any other failure is thrown.
 */
export async function loadHistory(userId: string, signal: AbortSignal): Promise<HistoryLoad> {
  const kept = async (): Promise<HistoryLoad> => ({
    kind: "offline",
    kept: (await keptBookingsOf(userId)).flatMap((copy) =>
      isBookingRecord(copy.record) ? [{ record: copy.record, savedAt: copy.savedAt }] : [],
    ),
  });
  if (typeof navigator !== "undefined" && navigator.onLine === false) return kept();
  try {
    return { kind: "online", records: await fetchBookings(userId, signal) };
  } catch (error) {
    if (lostConnection(error)) return kept();
    throw error;
  }
}
