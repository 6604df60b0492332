import { type BookingPayload, isBookingRecord } from "../domain/booking.ts";
import { BOOKING_FAILED, type BookingOutcome, conflictOutcome } from "../domain/booking-request.ts";
import { dataOf } from "../domain/shape.ts";
import { ApiError } from "./api-error.ts";
import { apiRequest } from "./client.ts";

/**
 * Sends the booking (`POST /apis/flights/booking`) and answers the contract's branches as one
 * value: booked, priceChanged (with the offer to resubmit), scheduleChanged, unavailable,
 * routeClosed (409 `ROUTE_CLOSED`: a route notice closes the trip to the offer's fare type), and
 * duplicate (409 `DUPLICATE_BOOKING`: a passenger's earlier booking of these flights, to pay or
 * open, or to book again with `allowDuplicate`).
 * Validation refusals (400) and everything else are `failed` with the server's message and code
 * for a 400 and the spec's 'Something went wrong. Please try again.' otherwise. A 401, a lost connection,
 * a timeout and the limit on unpaid bookings (409 `UNPAID_HOLDS_LIMIT`) are rethrown for the app's
 * one error handler, which signs the visitor out or says what happened in the page's language (a
 * retry is safe: see `idempotencyKey`). `idempotencyKey`: one per attempt, so a retry after a lost
 * answer gets the booking already made instead of a second one.
 */
export async function createBooking(
  payload: BookingPayload,
  idempotencyKey?: string,
  signal?: AbortSignal,
): Promise<BookingOutcome> {
  try {
    const record = await apiRequest("/apis/flights/booking", dataOf(isBookingRecord), {
      method: "POST",
      body: payload as unknown as Record<string, unknown>,
      headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
      signal,
    });
    return { kind: "booked", record };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 || error.kind === "network" || error.kind === "timeout") throw error;
    // Not a failure of this booking but of the account's others: said in the page's language.
    if (error.code === "UNPAID_HOLDS_LIMIT") throw error;
    if (error.status === 409 && error.code === "ROUTE_CLOSED") return { kind: "routeClosed" };
    if (error.status === 409) {
      const outcome = conflictOutcome(error.data, payload.flightData);
      if (outcome) return outcome;
    }
    if (error.status === 400 && error.message)
      return { kind: "failed", message: error.message, ...(error.code ? { code: error.code } : {}) };
    return { kind: "failed", message: BOOKING_FAILED };
  }
}
