import { and, desc, eq } from "drizzle-orm";
import type { BookingRecord } from "../../../src/domain/booking.ts";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { withEvents } from "./events.ts";
import { withScheduleChanges } from "./open-changes.ts";
import { toBookingRecord } from "./record.ts";

/** A user's bookings, newest first (at most 200: history, not an export). */
export async function listBookings(db: Db, userId: string): Promise<BookingRecord[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  return withEvents(db, await withScheduleChanges(db, rows.map(toBookingRecord)));
}

/**
 * One booking of this user. Another user's booking answers the same 404 as an unknown id, so
 * nobody learns that it exists.
 */
export async function ownBooking(db: Db, userId: string, id: string): Promise<BookingRecord> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1);
  if (!row) throw notFound("Booking not found");
  const [record] = await withEvents(db, await withScheduleChanges(db, [toBookingRecord(row)]));
  return record ?? toBookingRecord(row);
}

/** One paid booking of this user; 409 while it waits for payment (or expired unpaid). */
export async function paidBooking(db: Db, userId: string, id: string): Promise<BookingRecord> {
  const record = await ownBooking(db, userId, id);
  if (record.status !== "PAID")
    throw conflict("The e-ticket is issued once the booking is paid", { status: record.status });
  return record;
}
