import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * An agent's agency (issue 51): what the e-tickets and mails of the bookings the agent makes
 * carry. One row per agent account, written from the profile screen.
 */
export const agencyProfiles = pgTable("agency_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  agencyName: text("agency_name").notNull(),
  licenceNumber: text("licence_number").notNull(),
  address: text("address").notNull(),
  /** Stored as typed once normalised (no separators, Latin digits). */
  phone: text("phone").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * A bank transfer an agent says they made to fund their deposit (the wallet). PENDING until an
 * operator confirms it (`npm run ops -- deposit confirm`), which credits the wallet once (the
 * ledger row's `deposit_transfer_id` is unique); confirmed at once in sandbox mode.
 */
export const depositTransfers = pgTable(
  "deposit_transfers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** One of DEPOSIT_BANKS (src/domain/deposit.ts). */
    bank: text("bank").notNull(),
    /** The bank's transfer reference, upper-cased without spaces: unique per agent and bank. */
    reference: text("reference").notNull(),
    amountKyat: integer("amount_kyat").notNull(),
    /** Kyat per US dollar when it was recorded; the credit is worked out with it. */
    mmkRate: text("mmk_rate").notNull(),
    /** What confirming it credits, in US cents. */
    creditCents: integer("credit_cents").notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: ["PENDING", "CONFIRMED", "REJECTED"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("deposit_transfers_reference_unique").on(t.userId, t.bank, t.reference),
    index("deposit_transfers_user_idx").on(t.userId, t.createdAt),
    index("deposit_transfers_pending_idx").on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    check("deposit_transfers_credit_positive", sql`${t.creditCents} > 0 and ${t.amountKyat} > 0`),
  ],
);

/**
 * An agent's low-balance threshold (US cents): a debit that takes the wallet from at or above it
 * to below it enqueues one mail (the `wallet_transactions_low_balance` trigger, migration
 * low_balance_trigger). No row: no alert.
 */
export const lowBalanceAlerts = pgTable(
  "low_balance_alerts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    threshold: integer("threshold").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("low_balance_alerts_threshold_positive", sql`${t.threshold} > 0`)],
);
