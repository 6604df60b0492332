import type { BookingRecord } from "../domain/booking.ts";
import { bookingPath, bookingsPath } from "./account-paths.ts";
import { apiRequest } from "./client.ts";

/** The user's bookings, newest first (`GET /apis/flights/booking?userId=`). */
export function fetchBookings(
  userId: string,
  signal?: AbortSignal,
): Promise<{ success: true; data: BookingRecord[] }> {
  return apiRequest(bookingsPath(userId), { signal });
}

/** One booking of the user (`GET /apis/flights/booking/{id}`); another's is a 404. */
export function fetchBooking(
  id: string,
  signal?: AbortSignal,
): Promise<{ success: true; data: BookingRecord }> {
  return apiRequest(bookingPath(id), { signal });
}
