import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { depositTransfers } from "./agency.ts";
import { bookings } from "./bookings.ts";

/**
 * The cached balance per user, in US cents. It always equals the sum of the user's ledger rows;
 * the CHECK makes "never below zero" hold even under concurrent debits.
 */
export const wallets = pgTable(
  "wallets",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    /** How many times the balance moved: the `seq` of its newest ledger row. */
    moves: integer("moves").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wallets_balance_non_negative", sql`${t.balance} >= 0`)],
);

/**
 * A top-up's intent, written before the provider is charged: `id` is the reference the provider
 * is given, so after a crash a retry or the reconciliation can ask what became of that charge.
 * PENDING until credited (once, see `wallet_transactions.top_up_id`), declined, or abandoned
 * (nothing charged and nobody left to retry it).
 */
export const topUps = pgTable(
  "top_ups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    status: text("status", { enum: ["PENDING", "CREDITED", "DECLINED", "ABANDONED"] }).notNull(),
    providerReference: text("provider_reference"),
    /** The provider's reason for a decline. */
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("top_ups_pending_idx").on(t.createdAt).where(sql`${t.status} = 'PENDING'`)],
);

/** The ledger: one row per top-up, payment, refund or cashback; amounts are signed cents. */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The row's place in its user's ledger, taken from `wallets.moves` under the wallet row's
     * lock: the order the balance moved in, which `created_at` (the request's clock, read before
     * the lock) is not under concurrency.
     */
    seq: integer("seq").notNull(),
    type: text("type", { enum: ["TOPUP", "PAYMENT", "REFUND", "CASHBACK", "CHANGE", "DEPOSIT"] }).notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    bookingId: text("booking_id").references(() => bookings.id),
    method: text("method"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** On the row that takes back expired cash back: the CASHBACK row it expires (once). */
    reclaims: text("reclaims"),
    /** On a TOPUP row: the top-up (and provider charge) it credits; a charge is credited once. */
    topUpId: text("top_up_id").references(() => topUps.id),
    /** On a DEPOSIT row: the agent's bank transfer it credits, once (a unique index). */
    depositTransferId: text("deposit_transfer_id").references(() => depositTransfers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_transactions_user_seq").on(t.userId, t.seq),
    // A booking can be charged once, whatever races happen above this line.
    uniqueIndex("wallet_transactions_one_payment_per_booking")
      .on(t.bookingId)
      .where(sql`${t.type} = 'PAYMENT'`),
    // Expired cash back is taken back once, however many requests notice it at the same time.
    uniqueIndex("wallet_transactions_one_reclaim").on(t.reclaims).where(sql`${t.reclaims} is not null`),
    // A provider's charge is credited once, whether a retry or the reconciliation gets there first.
    uniqueIndex("wallet_transactions_one_credit_per_top_up")
      .on(t.topUpId)
      .where(sql`${t.topUpId} is not null`),
    // An agent's sales report reads their refunds in a range of months (issue 51 §5).
    index("wallet_transactions_user_refunds_idx").on(t.userId, t.createdAt).where(sql`${t.type} = 'REFUND'`),
    // A confirmed bank transfer is credited once, however often an operator confirms it.
    uniqueIndex("wallet_transactions_one_credit_per_deposit")
      .on(t.depositTransferId)
      .where(sql`${t.depositTransferId} is not null`),
  ],
);

/**
 * `Idempotency-Key`s of calls that move money, per user and route, kept at least 24 hours:
 * `status` and `response` stay null while a request works on the key, then hold its answer.
 * The request working on it holds a lease (`owner` until `lease_until`); a retry takes over a
 * lease that ran out (its process died). `answers` may reach 1 only: the answer is written in the
 * transaction that does the work, so of a takeover and a first request that was only slow, one
 * commits and the other rolls back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    route: text("route").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    response: jsonb("response"),
    /** Who works on the key now (a random id per attempt); null once answered. */
    owner: text("owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Given to the work and kept across takeovers: a top-up's reference at the provider. */
    reference: text("reference"),
    answers: integer("answers").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_answered_once", sql`${t.answers} <= 1`),
  ],
);
