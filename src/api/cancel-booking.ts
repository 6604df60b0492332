import {
  type Cancellation,
  type CancellationQuote,
  isCancellation,
  isCancellationQuote,
} from "../domain/cancellation.ts";
import { dataOf } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

const bookingPath = (id: string) => `/apis/flights/booking/${encodeURIComponent(id)}`;

/**
 * What cancelling the booking now would give back (`POST .../cancellation-quote`). Changes
 * nothing. 409 (`error.code` ALREADY_CANCELLED, NOT_PAID, DEPARTED) when it cannot be cancelled.
 */
export function quoteCancellation(bookingId: string, signal?: AbortSignal): Promise<CancellationQuote> {
  return apiRequest(`${bookingPath(bookingId)}/cancellation-quote`, dataOf(isCancellationQuote), {
    method: "POST",
    signal,
  });
}

/**
 * Cancels the booking at the quote accepted (`POST .../cancel`), refunding once per
 * `idempotencyKey`. 409 QUOTE_EXPIRED carries the new quote in the error's data (`quote`).
 */
export function confirmCancellation(
  bookingId: string,
  quoteId: string,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Cancellation> {
  return apiRequest(`${bookingPath(bookingId)}/cancel`, dataOf(isCancellation), {
    method: "POST",
    body: { quoteId },
    headers: { "Idempotency-Key": idempotencyKey },
    signal,
  });
}
