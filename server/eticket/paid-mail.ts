import { and, eq, inArray } from "drizzle-orm";
import { agentCopyKind } from "../agency/booking-mail-jobs.ts";
import { agencyOfBooker } from "../agency/profile.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { jobs } from "../db/schema/jobs.ts";
import { toBookingRecord } from "../flights/bookings/record.ts";
import { isMailJobPayload } from "../jobs/mail-payload.ts";
import type { ClaimedJob } from "../jobs/queue.ts";
import { mailLocale } from "../mail/templates/locale.ts";
import { sendETicket } from "./mail.ts";

/**
 * The job the payment statement enqueues (server/payments/pay-booking.ts): the e-ticket mailed
 * once the booking is paid, to the booking's contact and the account holder.
 */
export const PAID_MAIL_KIND = "eticket-mail";

/**
 * Mails the paid booking's e-ticket (PDF attached) to the job's addresses in its language. It
 * does not count against the Send E-ticket limits (ADR 0060): it is sent once per payment.
 * @throws when the mail could not be sent (the job is retried).
 */
export async function sendPaidETicket(deps: AppDeps, job: ClaimedJob): Promise<void> {
  if (!isMailJobPayload(job.payload)) throw new Error(`job ${job.id} has no addresses to mail`);
  const [row] = await deps.database.db.select().from(bookings).where(eq(bookings.id, job.bookingId));
  // Cancelled before its e-ticket went out: the cancellation's own mail says so instead.
  if (row?.status === "CANCELLED") return;
  // Only a paid booking has an e-ticket (a booking can be paid only once, so this holds).
  if (row?.status !== "PAID") throw new Error(`booking ${job.bookingId} is not paid`);
  const agency = await agencyOfBooker(deps.database.db, row.userId);
  await sendETicket(deps, toBookingRecord(row), mailLocale(job.payload.locale), job.payload.to, agency);
}

/**
 * The addresses a paid booking's e-ticket was (or is being) mailed to, the agent's copy's last
 * (docs/adr/0089); [] when none.
 */
export async function paidMailRecipients(db: Db, bookingId: string): Promise<string[]> {
  const found = await db
    .select({ kind: jobs.kind, payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [PAID_MAIL_KIND, agentCopyKind(PAID_MAIL_KIND)]),
        eq(jobs.bookingId, bookingId),
        eq(jobs.eventId, ""),
      ),
    );
  const to = (kind: string) => {
    const payload = found.find((job) => job.kind === kind)?.payload;
    return isMailJobPayload(payload) ? payload.to : [];
  };
  return [...to(PAID_MAIL_KIND), ...to(agentCopyKind(PAID_MAIL_KIND))];
}
