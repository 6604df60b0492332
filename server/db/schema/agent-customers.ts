import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PassengerInfo } from "../../../src/domain/passenger-info.ts";
import { users } from "./accounts.ts";

/**
 * An agent's default markup (docs/adr/0083): `kind` amount (cents for each traveller) or percent
 * (hundredths of a percent of the net fare). No row: no markup.
 */
export const agentMarkups = pgTable("agent_markups", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["amount", "percent"] }).notNull(),
  hundredths: integer("hundredths").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * The customers an agent booked for: the contact of their bookings, one row per agent and contact
 * e-mail, written again (the latest name, phone and address) by each booking for them.
 */
export const agentCustomers = pgTable(
  "agent_customers",
  {
    id: text("id").primaryKey(),
    agentId: text("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastBookedAt: timestamp("last_booked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("agent_customers_agent_email").on(t.agentId, t.email),
    index("agent_customers_recent_idx").on(t.agentId, t.lastBookedAt),
  ],
);

/**
 * A traveller of an agent's customer with their documents as last booked (NRC, passport), so the
 * agent does not type them again: one row per customer and document (or name and birth date).
 */
export const agentTravellers = pgTable(
  "agent_travellers",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => agentCustomers.id, { onDelete: "cascade" }),
    /** passport:<number>, nrc:<number> or name:<first last>|<birth date>, lower case. */
    travellerKey: text("traveller_key").notNull(),
    passenger: jsonb("passenger").$type<PassengerInfo>().notNull(),
    lastBookedAt: timestamp("last_booked_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("agent_travellers_customer_key").on(t.customerId, t.travellerKey)],
);
