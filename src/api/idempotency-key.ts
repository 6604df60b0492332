import { ApiError, worthRetrying } from "./api-error.ts";

/**
 * A fresh key for one attempt of a call that must happen once (a top-up, a booking): a retry of
 * the same attempt sends the same key, so the server acts once and answers the first result
 * (contract: calls that move money accept an `Idempotency-Key`; the booking call does too).
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Whether a keyed call that failed has ended its attempt, so the next try may take a new key:
 * only when the server answered it for good (a 4xx such as a declined card). No answer, a server
 * fault, a provider that did not answer in time (503 `TOP_UP_PENDING`), too many requests or the
 * same key still being processed (409 `CONFLICT`) may each have moved money or be about to: the
 * retry must send the same key, or the wallet could be charged twice.
 */
export function attemptEnded(error: unknown): boolean {
  if (worthRetrying(error)) return false;
  return !(error instanceof ApiError && error.status === 409 && error.code === "CONFLICT");
}
