import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";

/**
 * Work that must not be lost, done after the request that asked for it (the e-ticket mail after
 * a payment): written in the same transaction as that request's change, then run by any process
 * (server/jobs/). Once per kind and booking, or per kind and booking event. A job is claimed by setting `claimedUntil` (a lease:
 * a process that died with it loses it when the lease ends) and `claim` (whose it is); it ends
 * done, or failed after its last attempt. Rows are kept: one per paid booking.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    /** What to do: a key of the runner's handlers ("eticket-mail"). */
    kind: text("kind").notNull(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /**
     * The booking event the job is for (a schedule change's mail, docs/adr/0078): a booking can
     * have one job of a kind per event. '' for the kinds done once per booking (e-ticket, cancel).
     */
    eventId: text("event_id").notNull().default(""),
    /** What the handler needs beyond the booking (the mail's language and addresses). */
    payload: jsonb("payload").notNull(),
    /** Attempts begun, counted when claimed (a process that died mid-send used one). */
    attempts: integer("attempts").notNull().default(0),
    /** Not run before this time: when enqueued, then after each failure a backoff later. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    /** The lease of the attempt under way; null when none is. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    /** The attempt under way's token: only it may record the outcome. */
    claim: text("claim"),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Set when the last attempt allowed failed: nobody runs it again. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("jobs_kind_booking_event_unique").on(t.kind, t.bookingId, t.eventId),
    // Only open jobs, which every process polls for: done ones leave the index.
    index("jobs_due_idx").on(t.nextRunAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
