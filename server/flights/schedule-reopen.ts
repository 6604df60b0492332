import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ScheduleChangeFacts } from "../../src/domain/schedule-change.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { seatHolds } from "../db/schema/flights.ts";
import type { Tx } from "../payments/ledger.ts";
import type { FlightInstance } from "./schedule.ts";
import { enqueueScheduleMail, type MarkedChange, writeChange } from "./schedule-change-event.ts";
import { SCHEDULE_REOPENED_MAIL_KIND } from "./schedule-mail.ts";

/**
 * Operations reopened a closed flight (`reopen`, or `reset` of a closed one; docs/adr/0080): the
 * paid bookings still holding it were told it was cancelled, and their notice must now say what
 * it does. For each, the open changes of this flight are withdrawn (resolved as REOPENED); when
 * the flight now leaves at other times than their ticket says (the times before their first open
 * change of it), one MOVED event from the ticket's times to the new ones is written and mailed,
 * which they answer as any move. When it flies as ticketed, no change is left open and a mail
 * says so (a job keyed by the first change withdrawn).
 */
export async function markReopened(tx: Tx, after: FlightInstance, now: Date): Promise<MarkedChange> {
  const held = await tx
    .selectDistinct({ id: bookings.id, userId: bookings.userId, contact: bookings.contact })
    .from(seatHolds)
    .innerJoin(bookings, eq(bookings.id, seatHolds.bookingId))
    .where(
      and(eq(seatHolds.flightKey, after.key), isNull(seatHolds.releasedAt), eq(bookings.status, "PAID")),
    );
  if (held.length === 0) return { kind: null, bookingsMarked: 0, holdsEnded: 0 };
  const open = await tx
    .select({ id: bookingEvents.id, bookingId: bookingEvents.bookingId, change: bookingEvents.change })
    .from(bookingEvents)
    .where(
      and(
        inArray(
          bookingEvents.bookingId,
          held.map((b) => b.id),
        ),
        eq(bookingEvents.kind, "SCHEDULE_CHANGED"),
        isNull(bookingEvents.resolvedAt),
      ),
    )
    .orderBy(asc(bookingEvents.at));
  let marked = 0;
  for (const booking of held) {
    const ofFlight = open.filter((e) => {
      const change = e.change as ScheduleChangeFacts | null;
      return (
        e.bookingId === booking.id &&
        change?.flightNumber === after.flightNumber &&
        change.date === after.date
      );
    });
    const first = ofFlight[0]?.change as ScheduleChangeFacts | undefined;
    if (!first) continue;
    for (const event of ofFlight)
      await tx
        .update(bookingEvents)
        .set({
          resolvedAt: now,
          change: sql`${bookingEvents.change} || ${JSON.stringify({ resolution: "REOPENED" })}::jsonb`,
        })
        .where(eq(bookingEvents.id, event.id));
    if (first.previousDeparture === after.departureAt && first.previousArrival === after.arrivalAt) {
      // It flies as ticketed: told it changed, the traveller is told it did not after all.
      await enqueueScheduleMail(tx, booking, SCHEDULE_REOPENED_MAIL_KIND, ofFlight[0]?.id ?? "", now);
      continue;
    }
    await writeChange(
      tx,
      booking,
      {
        kind: "MOVED",
        flightNumber: after.flightNumber,
        date: after.date,
        origin: after.from.iataCode,
        destination: after.to.iataCode,
        previousDeparture: first.previousDeparture,
        previousArrival: first.previousArrival,
        departure: after.departureAt,
        arrival: after.arrivalAt,
      },
      now,
    );
    marked += 1;
  }
  return { kind: marked > 0 ? "MOVED" : null, bookingsMarked: marked, holdsEnded: 0 };
}
