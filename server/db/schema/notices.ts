import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Route notices (`npm run ops -- notice ...`): a dated note on a route for some travellers,
 * `info` (shown with the offers) or `closed` (the route is not sold to them). `validFrom` and
 * `validTo` are flight dates, both included; a null `validTo` has no end. Ending a notice sets
 * `endedAt`, so it stops applying at once and its row stays as a record. The migration that made
 * the table seeded the examples (0009_route_notices.sql).
 */
export const routeNotices = pgTable(
  "route_notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fromCode: text("from_code").notNull(),
    toCode: text("to_code").notNull(),
    bothWays: boolean("both_ways").notNull().default(true),
    /** all, citizen or foreigner (src/domain/route-notice.ts). */
    travellers: text("travellers").notNull(),
    /** info or closed. */
    kind: text("kind").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }),
    textEn: text("text_en").notNull(),
    textMy: text("text_my").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    check("route_notices_travellers", sql`${t.travellers} in ('all', 'citizen', 'foreigner')`),
    check("route_notices_kind", sql`${t.kind} in ('info', 'closed')`),
    check("route_notices_window", sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);
