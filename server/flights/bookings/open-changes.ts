import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { BookingRecord } from "../../../src/domain/booking.ts";
import type { ScheduleChange, ScheduleChangeFacts } from "../../../src/domain/schedule-change.ts";
import type { Db } from "../../db/client.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";

/**
 * Each booking's open schedule change (docs/adr/0078): its latest SCHEDULE_CHANGED event the
 * traveller has not answered, by booking id. Its previous times are those before the first open
 * change of the same flight: what the traveller's ticket says, however many times it moved since.
 */
async function openChanges(db: Db, ids: string[]): Promise<Map<string, ScheduleChange>> {
  const found = new Map<string, ScheduleChange>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ bookingId: bookingEvents.bookingId, at: bookingEvents.at, change: bookingEvents.change })
    .from(bookingEvents)
    .where(
      and(
        inArray(bookingEvents.bookingId, ids),
        eq(bookingEvents.kind, "SCHEDULE_CHANGED"),
        isNull(bookingEvents.resolvedAt),
      ),
    )
    .orderBy(desc(bookingEvents.at));
  for (const row of rows) {
    if (!row.change) continue;
    const change = row.change as ScheduleChangeFacts;
    const latest = found.get(row.bookingId);
    if (!latest) found.set(row.bookingId, { ...change, at: row.at.toISOString() });
    else if (latest.flightNumber === change.flightNumber && latest.date === change.date)
      found.set(row.bookingId, {
        ...latest,
        previousDeparture: change.previousDeparture,
        previousArrival: change.previousArrival,
      });
  }
  return found;
}

/** The records with their open schedule change (null when none). */
export async function withScheduleChanges(db: Db, records: BookingRecord[]): Promise<BookingRecord[]> {
  const changes = await openChanges(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => ({ ...r, scheduleChange: changes.get(r.id) ?? null }));
}
