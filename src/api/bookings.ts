import { type BookingRecord, isBookingRecord } from "../domain/booking.ts";
import { dataOf, listOf } from "../domain/shape.ts";
import { bookingPath, bookingsPath } from "./account-paths.ts";
import { apiRequest } from "./client.ts";

/** The user's bookings, newest first (`GET /apis/flights/booking?userId=`). */
export function fetchBookings(userId: string, signal?: AbortSignal): Promise<BookingRecord[]> {
  return apiRequest(bookingsPath(userId), dataOf(listOf(isBookingRecord)), { signal });
}

/** One booking of the user (`GET /apis/flights/booking/{id}`); another's is a 404. */
export function fetchBooking(id: string, signal?: AbortSignal): Promise<BookingRecord> {
  return apiRequest(bookingPath(id), dataOf(isBookingRecord), { signal });
}
