import type { Tx } from "../../payments/ledger.ts";
import type { OfferKey } from "../offer-id.ts";
import { openEvents, resolve } from "./schedule-answer.ts";

/**
 * Inside a date change's transaction, once the booking holds the flights of `key`: resolves as
 * CHANGED each open schedule change (docs/adr/0078) of a flight the booking no longer holds. The
 * airline's change no longer concerns the booking, so its notice goes and it can no longer be
 * accepted or refunded in full without a fee; a change of a flight still held (a round trip's
 * kept leg) stays open. Answers how many it resolved.
 */
export async function resolveLeftChanges(
  tx: Tx,
  bookingId: string,
  key: OfferKey,
  now: Date,
): Promise<number> {
  const held = new Set(key.itineraries.flat().map((f) => `${f.flightNumber}@${f.date}`));
  const left = (await openEvents(tx, bookingId))
    .filter((e) => !held.has(`${e.change.flightNumber}@${e.change.date}`))
    .map((e) => e.id);
  await resolve(tx, left, "CHANGED", now);
  return left.length;
}
