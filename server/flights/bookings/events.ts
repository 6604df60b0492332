import { and, asc, eq, inArray } from "drizzle-orm";
import type { BookingRecord } from "../../../src/domain/booking.ts";
import type { BookingEvent, EventFlight, EventSchedule } from "../../../src/domain/booking-events.ts";
import { fromCents, toCents } from "../../../src/domain/money.ts";
import { isScheduleChange } from "../../../src/domain/schedule-change.ts";
import { hasStrings, isObject } from "../../../src/domain/shape.ts";
import type { Db } from "../../db/client.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { walletTransactions } from "../../db/schema/wallet.ts";

type EventRow = Pick<typeof bookingEvents.$inferSelect, "bookingId" | "kind" | "at" | "money" | "change">;

const cents = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

const flights = (side: unknown): EventFlight[] | null => {
  const list = isObject(side) ? side.flights : null;
  if (!Array.isArray(list)) return null;
  const kept = list.filter(
    (f): f is EventFlight => isObject(f) && hasStrings(f, ["flightNumber", "from", "to", "departureAt"]),
  );
  return kept.length > 0
    ? kept.map(({ flightNumber, from, to, departureAt }) => ({ flightNumber, from, to, departureAt }))
    : null;
};

const schedule = (change: unknown): EventSchedule | null => {
  if (!isObject(change) || !isScheduleChange({ ...change, at: "" })) return null;
  const {
    kind,
    flightNumber,
    date,
    origin,
    destination,
    previousDeparture,
    previousArrival,
    departure,
    arrival,
  } = change as unknown as EventSchedule;
  const resolution = typeof change.resolution === "string" ? change.resolution : null;
  return {
    kind,
    flightNumber,
    date,
    origin,
    destination,
    previousDeparture,
    previousArrival,
    departure,
    arrival,
    resolution,
  };
};

/**
 * A booking_events row as the history tells it, whatever its kind: the money it moved (a
 * change's `charged`, a cancellation's `refund`), the flights before and after when it moved the
 * booking (`from`/`to`), the airline's change with the traveller's answer. A kind written by a
 * later version (a free move...) reads the same way, with whichever of these it stored.
 */
export function toBookingEvent(row: EventRow): BookingEvent {
  const money = isObject(row.money) ? row.money : {};
  const moved = cents(money.charged) ?? cents(money.refund);
  return {
    kind: row.kind,
    at: row.at.toISOString(),
    amount: moved === null ? null : fromCents(moved),
    from: flights(money.from),
    to: flights(money.to),
    schedule: schedule(row.change),
    reason: typeof money.reason === "string" ? money.reason : null,
  };
}

/**
 * What the booking's payment took (the PAYMENT ledger row), else, paid some other way, its total
 * less what its changes charged since.
 */
function paidAmount(record: BookingRecord, payment: number | undefined, later: BookingEvent[]): string {
  if (payment !== undefined) return fromCents(-payment);
  const total = toCents(record.totalPrice) ?? 0;
  const charged = later.reduce(
    (sum, e) => sum + (e.kind === "CHANGED" ? (toCents(e.amount ?? "0") ?? 0) : 0),
    0,
  );
  return fromCents(total - charged);
}

/**
 * The records with their history (`events`), oldest first: the payment (PAID, when paid), then
 * every booking_events row. Read for the booking's owner only: callers pass their own records.
 */
export async function withEvents(db: Db, records: BookingRecord[]): Promise<BookingRecord[]> {
  const ids = records.map((r) => r.id);
  if (ids.length === 0) return records;
  const [rows, payments] = await Promise.all([
    db
      .select({
        bookingId: bookingEvents.bookingId,
        kind: bookingEvents.kind,
        at: bookingEvents.at,
        money: bookingEvents.money,
        change: bookingEvents.change,
      })
      .from(bookingEvents)
      .where(inArray(bookingEvents.bookingId, ids))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    db
      .select({ bookingId: walletTransactions.bookingId, amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(and(inArray(walletTransactions.bookingId, ids), eq(walletTransactions.type, "PAYMENT"))),
  ]);
  const byBooking = new Map<string, BookingEvent[]>();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(toBookingEvent(row));
    byBooking.set(row.bookingId, list);
  }
  const paid = new Map(payments.map((p) => [p.bookingId, p.amount]));
  return records.map((record) => {
    const later = byBooking.get(record.id) ?? [];
    const payment: BookingEvent[] = record.paidAt
      ? [
          {
            kind: "PAID",
            at: record.paidAt,
            amount: paidAmount(record, paid.get(record.id), later),
            from: null,
            to: null,
            schedule: null,
            reason: null,
          },
        ]
      : [];
    return { ...record, events: [...payment, ...later] };
  });
}
