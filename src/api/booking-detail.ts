import type { BookingRecord } from "../domain/booking.ts";
import { bookingPath } from "./account-paths.ts";
import { apiRequest } from "./client.ts";

/** One booking of the signed-in user (`GET /apis/flights/booking/{id}`); 404 when unknown or not theirs. */
export async function fetchBookingDetail(id: string, signal?: AbortSignal): Promise<BookingRecord> {
  const body = await apiRequest<{ success: true; data: BookingRecord }>(bookingPath(id), { signal });
  return body.data;
}
