import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FareFamilyCode } from "../../../src/domain/fare-family.ts";
import { users } from "./accounts.ts";
import { agentCustomers } from "./agent-customers.ts";

/**
 * A booking: the re-priced offer, who travels, and where it stands
 * (PENDING_PAYMENT until paid or its hold expires). Prices are US cents.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["PENDING_PAYMENT", "PAID", "EXPIRED", "CANCELLED"] }).notNull(),
    currency: text("currency").notNull().default("USD"),
    totalCents: integer("total_cents").notNull(),
    outboundCents: integer("outbound_cents").notNull(),
    returnCents: integer("return_cents").notNull().default(0),
    travelType: integer("travel_type").notNull(),
    /** Citizen or foreigner fare on a domestic booking; null abroad (one fare for everyone). */
    fareType: text("fare_type", { enum: ["citizen", "foreigner"] }),
    /** The fare family bought on each flight, in order (FARE_FAMILY_CODES); null before families. */
    fareFamilies: jsonb("fare_families").$type<FareFamilyCode[]>(),
    isRoundTrip: boolean("is_round_trip").notNull(),
    /** The offer as the server priced it (Amadeus shape). */
    offer: jsonb("offer").notNull(),
    /** The booking record's flight facts (origin, terminals, PNRs, return leg...). */
    record: jsonb("record").notNull(),
    contact: jsonb("contact").notNull(),
    passengers: jsonb("passengers").notNull(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When a paid booking was cancelled (docs/adr/0075); null otherwise. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** What its cancellation put back in the wallet, US cents (0 for a non-refundable fare). */
    refundCents: integer("refund_cents"),
    /**
     * An agent's booking (docs/adr/0083): their markup in US cents on top of `totalCents`, the net
     * fare they pay; the customer pays both. Null on a customer's own booking.
     */
    markupCents: integer("markup_cents"),
    /** The agent's customer the booking is for (its contact); null on a customer's own booking. */
    agentCustomerId: text("agent_customer_id").references(() => agentCustomers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_user_idx").on(t.userId, t.createdAt),
    // Only unpaid holds, which the expiry job looks for: paying a booking takes it out of this
    // index instead of writing a new entry, and the index stays as small as the open holds.
    index("bookings_pending_hold_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'PENDING_PAYMENT'`),
    // An agent's sales report reads their bookings paid in a range of months (issue 51 §5).
    index("bookings_user_paid_idx").on(t.userId, t.paidAt).where(sql`${t.paidAt} is not null`),
    // A customer's bookings (and the FK's ON DELETE SET NULL) without scanning every booking.
    index("bookings_agent_customer_idx").on(t.agentCustomerId).where(sql`${t.agentCustomerId} is not null`),
  ],
);

/**
 * Every e-ticket mail sent, so that a booking's and an account's mails can be limited
 * (server/eticket/mail-limit.ts); rows older than the limits' window are deleted.
 */
export const eticketMails = pgTable(
  "eticket_mails",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("eticket_mails_user_idx").on(t.userId, t.sentAt)],
);

/**
 * What happened to a booking after it was paid, with the money it moved (docs/adr/0075): one row
 * per event, written in the transaction that does it. CANCELLED today; a date change (CHANGED)
 * and an airline's schedule change (SCHEDULE_CHANGED) add rows of their own kinds. Amounts are US
 * cents; `ledgerId` is the wallet row the event wrote, if it moved money.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["CANCELLED", "CHANGED", "SCHEDULE_CHANGED"] }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The amounts behind the event: a cancellation's paid, fees and refund, with its quote's kind. */
    money: jsonb("money").notNull(),
    ledgerId: text("ledger_id"),
    /**
     * What an airline's schedule change did to one flight of the booking (SCHEDULE_CHANGED,
     * docs/adr/0078): src/domain/schedule-change.ts `ScheduleChangeFacts`; null for other kinds.
     */
    change: jsonb("change"),
    /** When the traveller answered a schedule change (accepted, moved, refunded); null while open. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("booking_events_booking_idx").on(t.bookingId, t.at),
    // A booking is cancelled, and its refund paid, once whatever races above this line.
    uniqueIndex("booking_events_one_cancellation").on(t.bookingId).where(sql`${t.kind} = 'CANCELLED'`),
  ],
);
