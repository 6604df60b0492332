import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import {
  AGENT_BOOKINGS_PAGE_SIZE,
  type AgentBookingFilter,
  type AgentBookingRow,
  type AgentBookingsPage,
} from "../../src/domain/agent-bookings.ts";
import type { BookingStatus } from "../../src/domain/booking.ts";
import { fromCents } from "../../src/domain/money.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { resolveLocation } from "../flights/reference.ts";

/** What the list is asked for: any of them may be left out. */
export interface AgentBookingsQuery {
  q?: string;
  status?: AgentBookingFilter;
  /** Departure dates from and to, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** `%`, `_` and `\` matched as themselves in ILIKE. */
const literal = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// Every segment of every leg: multi-city bookings keep theirs in `legs`, older ones in outbound and return.
const segments = sql`jsonb_array_elements((${bookings.record} -> 'outbound') || (${bookings.record} -> 'return') || jsonb_path_query_array(${bookings.record}, '$.legs[*][*]'))`;
const departure = sql<string>`left(coalesce(${bookings.record} #>> '{legs,0,0,departureAt}', ${bookings.record} #>> '{outbound,0,departureAt}'), 10)`;
const event = (kind: string) =>
  sql<boolean>`exists (select 1 from booking_events e where e.booking_id = ${bookings.id} and e.kind = ${kind})`;

/** The search text's condition: a booking code, the customer's or a traveller's name, or an airport or city. */
function matching(q: string): SQL | undefined {
  const like = `%${literal(q)}%`;
  const codes = [...new Set(resolveLocation(q).map((a) => a.iataCode))];
  return or(
    ilike(bookings.id, like),
    sql`(${bookings.contact} ->> 'firstName') || ' ' || (${bookings.contact} ->> 'lastName') ilike ${like}`,
    sql`exists (select 1 from jsonb_array_elements(${bookings.passengers}) p
      where (p ->> 'firstName') || ' ' || (p ->> 'lastName') ilike ${like})`,
    codes.length > 0
      ? sql`exists (select 1 from ${segments} s where s ->> 'origin' in ${codes} or s ->> 'destination' in ${codes})`
      : undefined,
  );
}

/** The status filter's condition at `now` (a hold that ran out is expired, whatever its row says). */
function filtered(status: AgentBookingFilter, now: Date): SQL | undefined {
  const held = and(
    eq(bookings.status, "PENDING_PAYMENT"),
    sql`${bookings.holdExpiresAt} > ${now.toISOString()}`,
  );
  switch (status) {
    case "paid":
      return eq(bookings.status, "PAID");
    case "held":
      return held;
    case "expired":
      return or(
        eq(bookings.status, "EXPIRED"),
        and(eq(bookings.status, "PENDING_PAYMENT"), sql`${bookings.holdExpiresAt} <= ${now.toISOString()}`),
      );
    case "cancelled":
      return eq(bookings.status, "CANCELLED");
    case "changed":
      return event("CHANGED");
    case "scheduleChanged":
      return event("SCHEDULE_CHANGED");
  }
}

interface Segment {
  origin: string;
  destination: string;
}
interface Record {
  outbound?: Segment[];
  return?: Segment[];
  legs?: Segment[][];
}
interface Person {
  firstName?: string;
  lastName?: string;
}

const nameOf = (p: Person) => `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim();

/** Each leg's first and last airport. */
function legsOf(record: Record): AgentBookingRow["legs"] {
  const legs = record.legs ?? [record.outbound ?? [], record.return ?? []];
  return legs
    .filter((leg) => leg.length > 0)
    .map((leg) => ({ origin: leg[0]?.origin ?? "", destination: leg.at(-1)?.destination ?? "" }));
}

/**
 * One page of the bookings an agent made (never another account's), newest first, with how many
 * match in all: one query, on the bookings' (user, created) index.
 */
export async function agentBookings(
  db: Db,
  agentId: string,
  query: AgentBookingsQuery,
  now: Date,
): Promise<AgentBookingsPage> {
  const pageSize = query.pageSize ?? AGENT_BOOKINGS_PAGE_SIZE;
  const page = query.page ?? 1;
  const q = query.q?.trim();
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      record: bookings.record,
      contact: bookings.contact,
      passengers: bookings.passengers,
      totalCents: bookings.totalCents,
      markupCents: bookings.markupCents,
      createdAt: bookings.createdAt,
      departure,
      changed: event("CHANGED"),
      scheduleChanged: event("SCHEDULE_CHANGED"),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, agentId),
        q ? matching(q) : undefined,
        query.status ? filtered(query.status, now) : undefined,
        query.from ? gte(departure, query.from) : undefined,
        query.to ? lte(departure, query.to) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await countAll(db, agentId, query, now) : 0);
  return {
    bookings: rows.map((r) => {
      const markup = r.markupCents ?? 0;
      const expired = r.status === "PENDING_PAYMENT" && r.holdExpiresAt <= now;
      return {
        id: r.id,
        status: (expired ? "EXPIRED" : r.status) as BookingStatus,
        changed: Boolean(r.changed),
        scheduleChanged: Boolean(r.scheduleChanged),
        customer: nameOf(r.contact as Person),
        travellers: (r.passengers as Person[]).map(nameOf),
        legs: legsOf(r.record as Record),
        departureDate: r.departure ?? "",
        createdAt: r.createdAt.toISOString(),
        net: fromCents(r.totalCents),
        markup: fromCents(markup),
        selling: fromCents(r.totalCents + markup),
      };
    }),
    total,
    page,
    pageSize,
    pages: Math.ceil(total / pageSize),
  };
}

/** How many match, for a page past the last (which has no row to carry the count). */
async function countAll(db: Db, agentId: string, query: AgentBookingsQuery, now: Date): Promise<number> {
  const { total } = await agentBookings(db, agentId, { ...query, page: 1, pageSize: 1 }, now);
  return total;
}
