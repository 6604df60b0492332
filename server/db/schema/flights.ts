import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bookings } from "./bookings.ts";

/**
 * Seats sold per flight, date and cabin (`flight_key` is `UB101@2026-12-01`). A row is created
 * at the first sale; the CHECK makes overselling impossible whatever races above it.
 */
export const flightInventory = pgTable(
  "flight_inventory",
  {
    flightKey: text("flight_key").notNull(),
    cabin: text("cabin").notNull(),
    capacity: integer("capacity").notNull(),
    seatsSold: integer("seats_sold").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightKey, t.cabin] }),
    check("flight_inventory_within_capacity", sql`${t.seatsSold} >= 0 and ${t.seatsSold} <= ${t.capacity}`),
  ],
);

/** The seats each booking holds; released (seats given back) when its hold expires. */
export const seatHolds = pgTable(
  "seat_holds",
  {
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    flightKey: text("flight_key").notNull(),
    cabin: text("cabin").notNull(),
    seats: integer("seats").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.flightKey, t.cabin] }),
    index("seat_holds_flight_idx").on(t.flightKey),
  ],
);

/** Operations changes to one flight on one date (`npm run ops`): new times, or closed. */
export const flightOverrides = pgTable("flight_overrides", {
  flightKey: text("flight_key").primaryKey(),
  departureAt: text("departure_at"),
  arrivalAt: text("arrival_at"),
  closed: boolean("closed").notNull().default(false),
  note: text("note"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
