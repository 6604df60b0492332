import { fetchBookings } from "../../../api/bookings.ts";
import { type BookingRecord, isBookingRecord } from "../../../domain/booking.ts";
import { keptBookingsOf, keptCopiesOwner } from "../../../stores/kept-copies.ts";
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
  /** `sessionEnded`: shown with no session (it expired), the device's last traveller's copies. */
  | { kind: "offline"; kept: KeptListed[]; sessionEnded?: boolean };

/** The valid copies kept for `userId`, newest saved first. */
async function keptList(userId: string): Promise<KeptListed[]> {
  return (await keptBookingsOf(userId)).flatMap((copy) =>
    isBookingRecord(copy.record) ? [{ record: copy.record, savedAt: copy.savedAt }] : [],
  );
}

/**
 * The signed-in user's bookings for the history page: the API's answer; with no connection
 * (`navigator.onLine` false, or the call failing for lack of one), the bookings whose copy is
 * kept on this device for this user (ADR 0081), newest saved first. A call that failed for lack of
 * a connection while none is kept, and any other failure, is thrown (the page offers Try again).
 */
export async function loadHistory(userId: string, signal: AbortSignal): Promise<HistoryLoad> {
  const kept = async (): Promise<HistoryLoad> => ({ kind: "offline", kept: await keptList(userId) });
  if (typeof navigator !== "undefined" && navigator.onLine === false) return kept();
  try {
    return { kind: "online", records: await fetchBookings(userId, signal) };
  } catch (error) {
    // The device says it is online but the call found no server: the kept copies when there are
    // some; else the failure itself, which offers Try again.
    if (lostConnection(error)) {
      const shown = await kept();
      if (shown.kind === "offline" && shown.kept.length > 0) return shown;
    }
    throw error;
  }
}

/**
 * With no session (it expired, ADR 0077): the copies kept for the device's last traveller, when
 * there is no connection; "signIn" when there is one (the server answers, so the visitor signs
 * in as on any protected page) or no copy is kept. As the detail page does (`loadKeptWithoutSession`),
 * the connection is tried without a token, as `navigator.onLine` stays true where the internet is
 * cut upstream.
 */
export async function loadKeptHistoryWithoutSession(signal: AbortSignal): Promise<HistoryLoad | "signIn"> {
  const owner = await keptCopiesOwner();
  const kept = owner ? await keptList(owner) : [];
  if (!owner || kept.length === 0) return "signIn";
  const shown: HistoryLoad = { kind: "offline", kept, sessionEnded: true };
  if (typeof navigator !== "undefined" && navigator.onLine === false) return shown;
  try {
    await fetchBookings(owner, signal);
  } catch (error) {
    if (lostConnection(error)) return shown;
  }
  return "signIn";
}
