import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ScheduleChangeFacts } from "../../src/domain/schedule-change.ts";
import { enqueueAgentBookingMails } from "../agency/booking-mail-jobs.ts";
import { users } from "../db/schema/accounts.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { jobs } from "../db/schema/jobs.ts";
import { PAID_MAIL_KIND } from "../eticket/paid-mail.ts";
import type { Tx } from "../payments/ledger.ts";
import { SCHEDULE_MAIL_KIND } from "./schedule-mail.ts";

/** What marking a flight's change did: the paid bookings told, the unpaid holds ended. */
export interface MarkedChange {
  kind: ScheduleChangeFacts["kind"] | null;
  bookingsMarked: number;
  holdsEnded: number;
}

/** The language and addresses of a booking's paid mail (its e-ticket): the schedule mail's too. */
export async function mailTarget(tx: Tx, bookingId: string, userId: string, contact: unknown) {
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

/** One SCHEDULE_CHANGED event of a paid booking and its mail job, in the language of its e-ticket. */
export async function writeChange(
  tx: Tx,
  booking: { id: string; userId: string; contact: unknown },
  change: ScheduleChangeFacts,
  now: Date,
): Promise<void> {
  const eventId = randomUUID();
  await tx.insert(bookingEvents).values({
    id: eventId,
    bookingId: booking.id,
    kind: "SCHEDULE_CHANGED",
    at: now,
    money: {},
    change,
  });
  await enqueueScheduleMail(tx, booking, SCHEDULE_MAIL_KIND, eventId, now);
}

/**
 * Enqueues a schedule mail of `kind` for the booking's event `eventId` once: to the addresses of
 * its e-ticket in that language; an agent's booking's to the customer and, as a copy, to the
 * agent in their own language (docs/adr/0089).
 */
export async function enqueueScheduleMail(
  tx: Tx,
  booking: { id: string; userId: string; contact: unknown },
  kind: string,
  eventId: string,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ markupCents: bookings.markupCents })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  if (row && row.markupCents !== null) {
    await enqueueAgentBookingMails(tx, { booking, kind, eventId, agentLocale: null, now });
    return;
  }
  await tx
    .insert(jobs)
    .values({
      id: randomUUID(),
      kind,
      bookingId: booking.id,
      eventId,
      payload: await mailTarget(tx, booking.id, booking.userId, booking.contact),
      nextRunAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}
