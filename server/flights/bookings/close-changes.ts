import { and, eq, isNull, sql } from "drizzle-orm";
import { bookingEvents } from "../../db/schema/bookings.ts";
import type { Tx } from "../../payments/ledger.ts";

/** How the traveller answered an airline's schedule change (docs/adr/0078), kept on its events. */
export type ScheduleResolution =
  | "ACCEPTED"
  | "REFUNDED"
  /** Moved free of charge to another flight (./schedule-move.ts). */
  | "MOVED"
  /** Operations reopened the cancelled flight: a newer event, or none, says what it does now. */
  | "REOPENED"
  /** Left behind by a date change to other flights (./left-changes.ts). */
  | "CHANGED"
  /** Closed by the booking's cancellation at a quote (docs/adr/0088). */
  | "CANCELLED";

/**
 * Inside a cancellation's transaction: resolves every open schedule change (docs/adr/0078) of
 * the booking as `resolution` (REFUNDED for the full refund the airline's change gives, CANCELLED
 * for a cancellation at a quote), so a cancelled booking keeps no airline change waiting for an
 * answer: its notice and badge go, and operations see it answered (docs/adr/0088). Answers how
 * many it resolved.
 */
export async function closeOpenChanges(
  tx: Tx,
  bookingId: string,
  resolution: ScheduleResolution,
  now: Date,
): Promise<number> {
  const closed = await tx
    .update(bookingEvents)
    .set({
      resolvedAt: now,
      change: sql`${bookingEvents.change} || ${JSON.stringify({ resolution })}::jsonb`,
    })
    .where(
      and(
        eq(bookingEvents.bookingId, bookingId),
        eq(bookingEvents.kind, "SCHEDULE_CHANGED"),
        isNull(bookingEvents.resolvedAt),
      ),
    )
    .returning({ id: bookingEvents.id });
  return closed.length;
}
