import { and, eq, inArray, isNull } from "drizzle-orm";
import { type ScheduleChangeFacts, scheduleChangeKind } from "../../src/domain/schedule-change.ts";
import { bookings } from "../db/schema/bookings.ts";
import { seatHolds } from "../db/schema/flights.ts";
import type { Tx } from "../payments/ledger.ts";
import type { FlightInstance } from "./schedule.ts";
import { type MarkedChange, writeChange } from "./schedule-change-event.ts";
import { markReopened } from "./schedule-reopen.ts";

export type { MarkedChange };

/**
 * Marks every booking on one flight that an operations command moved or cancelled, inside that
 * command's transaction (docs/adr/0078): each PAID booking holding seats on it gets a
 * SCHEDULE_CHANGED event saying what changed and a schedule-mail job for that event, in the
 * language and to the addresses of its e-ticket mail; each unpaid hold on it runs out now (the
 * expiry job gives the seats back, and the traveller books again on the new times). Nothing when
 * the command changed nothing a traveller would notice.
 */
export async function markScheduleChange(
  tx: Tx,
  before: FlightInstance,
  after: FlightInstance,
  now: Date,
): Promise<MarkedChange> {
  if (before.closed && !after.closed) return markReopened(tx, after, now);
  const kind = scheduleChangeKind(before, after);
  if (!kind) return { kind, bookingsMarked: 0, holdsEnded: 0 };
  const held = await tx
    .selectDistinct({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      contact: bookings.contact,
    })
    .from(seatHolds)
    .innerJoin(bookings, eq(bookings.id, seatHolds.bookingId))
    .where(
      and(
        eq(seatHolds.flightKey, after.key),
        isNull(seatHolds.releasedAt),
        inArray(bookings.status, ["PAID", "PENDING_PAYMENT"]),
      ),
    );
  const change: ScheduleChangeFacts = {
    kind,
    flightNumber: after.flightNumber,
    date: after.date,
    origin: after.from.iataCode,
    destination: after.to.iataCode,
    previousDeparture: before.departureAt,
    previousArrival: before.arrivalAt,
    departure: after.departureAt,
    arrival: after.arrivalAt,
  };
  const paid = held.filter((b) => b.status === "PAID");
  for (const booking of paid) await writeChange(tx, booking, change, now);
  const pending = held.filter((b) => b.status === "PENDING_PAYMENT").map((b) => b.id);
  if (pending.length > 0)
    await tx
      .update(bookings)
      .set({ holdExpiresAt: now })
      .where(and(inArray(bookings.id, pending), eq(bookings.status, "PENDING_PAYMENT")));
  return { kind, bookingsMarked: paid.length, holdsEnded: pending.length };
}
