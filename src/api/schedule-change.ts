import { type Cancellation, isCancellation } from "../domain/cancellation.ts";
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
