import type { BookingLookupQuery, FoundBooking } from "../domain/booking-lookup.ts";
import { isFoundBooking } from "../domain/booking-lookup.ts";
import { dataOf } from "../domain/shape.ts";
import { ApiError } from "./api-error.ts";
import { apiBase, apiRequest, REQUEST_TIMEOUT_MS } from "./client.ts";

const LOOKUP_PATH = "/apis/flights/booking/lookup";

/**
 * Find my booking (`POST /apis/flights/booking/lookup`): a booking by its code and a passenger's
 * last name, with no sign-in. 404 when nothing matches, 429 past the limits.
 */
export function lookUpBooking(query: BookingLookupQuery, signal?: AbortSignal): Promise<FoundBooking> {
  return apiRequest(LOOKUP_PATH, dataOf(isFoundBooking), {
    method: "POST",
    body: { ...query },
    token: null,
    signal,
  });
}

/**
 * A found booking's e-ticket PDF (`POST /apis/flights/booking/lookup/eticket.pdf`, the same body):
 * the ticket without personal data. Failures are ApiErrors like every call's.
 */
export async function fetchFoundEticket(query: BookingLookupQuery): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${LOOKUP_PATH}/eticket.pdf`, {
      method: "POST",
      headers: { Accept: "application/pdf", "Content-Type": "application/json" },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === "TimeoutError") throw new ApiError("timeout", "The request timed out");
    throw new ApiError("network", error instanceof Error ? error.message : "Network error");
  }
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: { code?: string } };
  throw new ApiError("http", body.message || response.statusText, {
    status: response.status,
    code: body.error?.code,
    data: body,
  });
}
