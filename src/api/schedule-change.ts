import { type Cancellation, isCancellation } from "../domain/cancellation.ts";
import { isMovedBooking, isMoveOffers, type MovedBooking, type MoveOffers } from "../domain/free-move.ts";
import { dataOf, isObject } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

const changePath = (id: string) => `/apis/flights/booking/${encodeURIComponent(id)}/schedule-change`;

const isAccepted = (value: unknown): value is { bookingId: string; resolution: "ACCEPTED" } =>
  isObject(value) && value.resolution === "ACCEPTED" && typeof value.bookingId === "string";

/**
 * Accepts the airline's new times for the booking (`POST .../schedule-change/accept`), once per
 * `idempotencyKey`. 409 NO_OPEN_CHANGE, FLIGHT_CANCELLED or ALREADY_CANCELLED when it cannot.
 */
export function acceptScheduleChange(bookingId: string, idempotencyKey: string): Promise<unknown> {
  return apiRequest(`${changePath(bookingId)}/accept`, dataOf(isAccepted), {
    method: "POST",
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/**
 * Cancels the booking with everything paid back (`POST .../schedule-change/refund`), refunding
 * once per `idempotencyKey`. 409 NO_OPEN_CHANGE or ALREADY_CANCELLED when it cannot.
 */
export function refundScheduleChange(bookingId: string, idempotencyKey: string): Promise<Cancellation> {
  return apiRequest(`${changePath(bookingId)}/refund`, dataOf(isCancellation), {
    method: "POST",
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/**
 * The flights the booking can move to free of charge on `date` (`GET .../schedule-change/move-offers`),
 * with the window of days it may move to; the booked day when `date` is left out. 409
 * NO_OPEN_CHANGE when nothing waits for an answer, 422 OUTSIDE_WINDOW for a day outside it.
 */
export function fetchMoveOffers(bookingId: string, date?: string, signal?: AbortSignal): Promise<MoveOffers> {
  const query = date ? `?date=${encodeURIComponent(date)}` : "";
  return apiRequest(`${changePath(bookingId)}/move-offers${query}`, dataOf(isMoveOffers), { signal });
}

/**
 * Moves the booking free of charge to the move offer `offerId` (`POST .../schedule-change/move`),
 * once per `idempotencyKey`. 409 OFFER_UNAVAILABLE, SAME_FLIGHTS, NO_OPEN_CHANGE; 422 when the
 * offer is not one it may move to.
 */
export function confirmMove(
  bookingId: string,
  offerId: string,
  idempotencyKey: string,
): Promise<MovedBooking> {
  return apiRequest(`${changePath(bookingId)}/move`, dataOf(isMovedBooking), {
    method: "POST",
    body: { offerId },
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
