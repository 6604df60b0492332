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
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wallets_balance_non_negative", sql`${t.balance} >= 0`)],
);

/** The ledger: one row per top-up, payment, refund or cashback; amounts are signed cents. */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["TOPUP", "PAYMENT", "REFUND", "CASHBACK"] }).notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    bookingId: text("booking_id").references(() => bookings.id),
    method: text("method"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** On the row that takes back expired cash back: the CASHBACK row it expires (once). */
    reclaims: text("reclaims"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_transactions_user_idx").on(t.userId, t.createdAt),
    // A booking can be charged once, whatever races happen above this line.
    uniqueIndex("wallet_transactions_one_payment_per_booking")
      .on(t.bookingId)
      .where(sql`${t.type} = 'PAYMENT'`),
    // Expired cash back is taken back once, however many requests notice it at the same time.
    uniqueIndex("wallet_transactions_one_reclaim").on(t.reclaims).where(sql`${t.reclaims} is not null`),
  ],
);

/**
 * `Idempotency-Key`s of calls that move money, per user and route, kept at least 24 hours:
 * `status` and `response` stay null while the first request runs, then hold its answer.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.route, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
