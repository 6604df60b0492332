import {
  type ChangeOfferItem,
  type ConfirmedChange,
  isChangeOffers,
  isConfirmedChange,
} from "../domain/change-quote.ts";
import { dataOf } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

const bookingPath = (id: string) => `/apis/flights/booking/${encodeURIComponent(id)}`;

/** The new dates: a one-way or round trip's, or a multi-city trip's legs that change (numbered from 1). */
export type ChangeDatesBody =
  | { departureDate: string; returnDate?: string }
  | { legs: Array<{ leg: number; departureDate: string }> };

/**
 * The offers the booking can move to on `departureDate` (and a round trip's `returnDate`; a
 * multi-city trip's changed `legs`), each with what the change costs (`POST .../change-offers`).
 * Changes nothing. 409 (`error.code` NOT_CHANGEABLE, DEPARTED, NOT_PAID, ALREADY_CANCELLED,
 * CHANGE_NOT_SUPPORTED) when it cannot change; 422 UNKNOWN_LEG, LEG_BEFORE_PREVIOUS for bad legs.
 */
export async function fetchChangeOffers(
  bookingId: string,
  dates: ChangeDatesBody,
  signal?: AbortSignal,
): Promise<ChangeOfferItem[]> {
  const answer = await apiRequest(`${bookingPath(bookingId)}/change-offers`, dataOf(isChangeOffers), {
    method: "POST",
    body: dates,
    signal,
  });
  return answer.offers;
}

/**
 * Moves the booking to the offer at its quote (`POST .../change`), charging the wallet once per
 * `idempotencyKey`. 409 QUOTE_EXPIRED carries the new quote (`quote`); 400 INSUFFICIENT_BALANCE
 * the `shortfall`.
 */
export function confirmChange(
  bookingId: string,
  choice: { offerId: string; quoteId: string },
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<ConfirmedChange> {
  return apiRequest(`${bookingPath(bookingId)}/change`, dataOf(isConfirmedChange), {
    method: "POST",
    body: choice,
    headers: { "Idempotency-Key": idempotencyKey },
    signal,
  });
}
