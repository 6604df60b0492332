/**
 * A fresh key for one attempt of a call that must happen once (a top-up, a booking): a retry of
 * the same attempt sends the same key, so the server acts once and answers the first result
 * (contract: calls that move money accept an `Idempotency-Key`; the booking call does too).
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
