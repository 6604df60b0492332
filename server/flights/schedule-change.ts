import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { type ScheduleChangeFacts, scheduleChangeKind } from "../../src/domain/schedule-change.ts";
import { users } from "../db/schema/accounts.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { seatHolds } from "../db/schema/flights.ts";
import { jobs } from "../db/schema/jobs.ts";
import { PAID_MAIL_KIND } from "../eticket/paid-mail.ts";
import type { Tx } from "../payments/ledger.ts";
import type { FlightInstance } from "./schedule.ts";
import { SCHEDULE_MAIL_KIND } from "./schedule-mail.ts";

/** What marking a flight's change did: the paid bookings told, the unpaid holds ended. */
export interface MarkedChange {
  kind: ScheduleChangeFacts["kind"] | null;
  bookingsMarked: number;
  holdsEnded: number;
}

/** The language and addresses of a booking's paid mail (its e-ticket): the schedule mail's too. */
async function mailTarget(tx: Tx, bookingId: string, userId: string, contact: unknown) {
  const [paid] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, PAID_MAIL_KIND), eq(jobs.bookingId, bookingId)));
  const payload = paid?.payload as { locale?: unknown; to?: unknown } | undefined;
  if (payload && typeof payload.locale === "string" && Array.isArray(payload.to) && payload.to.length > 0)
    return { locale: payload.locale, to: payload.to };
  // Paid before paid-mail jobs kept their payload: the contact, else the account, in English.
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = String((contact as { email?: unknown }).email ?? "").trim() || user?.email || "";
  return { locale: "en", to: [email] };
}

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
  for (const booking of paid) {
    const eventId = randomUUID();
    await tx.insert(bookingEvents).values({
      id: eventId,
      bookingId: booking.id,
      kind: "SCHEDULE_CHANGED",
      at: now,
      money: {},
      change,
    });
    await tx.insert(jobs).values({
      id: randomUUID(),
      kind: SCHEDULE_MAIL_KIND,
      bookingId: booking.id,
      eventId,
      payload: await mailTarget(tx, booking.id, booking.userId, booking.contact),
      nextRunAt: now,
      createdAt: now,
    });
  }
  const pending = held.filter((b) => b.status === "PENDING_PAYMENT").map((b) => b.id);
  if (pending.length > 0)
    await tx
      .update(bookings)
      .set({ holdExpiresAt: now })
      .where(and(inArray(bookings.id, pending), eq(bookings.status, "PENDING_PAYMENT")));
  return { kind, bookingsMarked: paid.length, holdsEnded: pending.length };
}
