import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the sandbox payment provider (PAYMENTS_MODE=sandbox) has charged, by our reference. It
 * stands for the provider's own books, which outlive our processes: so a retry or the
 * reconciliation after a crash can ask it what became of a charge. No foreign keys, as a
 * provider's records know nothing of our tables.
 */
export const sandboxCharges = pgTable("sandbox_charges", {
  reference: text("reference").primaryKey(),
  userId: text("user_id").notNull(),
  amount: integer("amount").notNull(),
  method: text("method").notNull(),
  status: text("status", { enum: ["succeeded", "declined"] }).notNull(),
  providerReference: text("provider_reference").notNull(),
  message: text("message"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
