import type { BookingRecord } from "../domain/booking.ts";
import { apiRequest } from "./client.ts";

/** One booking of the signed-in user (`GET /apis/flights/booking/{id}`); 404 when unknown or not theirs. */
export async function fetchBookingDetail(id: string, signal?: AbortSignal): Promise<BookingRecord> {
  const body = await apiRequest<{ success: true; data: BookingRecord }>(
    `/apis/flights/booking/${encodeURIComponent(id)}`,
    { signal },
  );
  return body.data;
}
