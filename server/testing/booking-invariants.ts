import { agentCopyKind } from "../agency/booking-mail-jobs.ts";
import { PAID_MAIL_KIND } from "../eticket/paid-mail.ts";
import { CANCEL_MAIL_KIND } from "../flights/bookings/cancel-mail.ts";
import { SCHEDULE_MAIL_KIND } from "../flights/schedule-mail.ts";
import type { RunSql } from "./money-invariants.ts";

/**
 * Where one booking stands after everything done to it since it was paid (issue 50): one of
 * these, or a problem. `ACCEPTED`, `REFUNDED` and `MOVED` (free of charge, to other flights)
 * answered an airline's schedule change.
 */
export type BookingState =
  | "PENDING_PAYMENT"
  | "EXPIRED"
  | "PAID"
  | "CHANGED"
  | "SCHEDULE_CHANGE_OPEN"
  | "ACCEPTED"
  | "MOVED"
  | "CANCELLED"
  | "REFUNDED";

/** What {@link checkBookingInvariants} found: `problems` must be empty. */
export interface BookingInvariants {
  /** Each booking's state and the offer (its flights) it holds, by id. */
  states: Map<string, { userId: string; state: BookingState; offerId: string }>;
  /**
   * Per user: CHANGED events of date changes, of free moves after a schedule change, and
   * SCHEDULE_CHANGED events (one per flight change told).
   */
  changesPerUser: Map<string, number>;
  movesPerUser: Map<string, number>;
  scheduleEventsPerUser: Map<string, number>;
  /** Each a sentence naming the booking (or flight) and what is wrong. */
  problems: string[];
  /** Mail jobs checked: one per paid booking, change, move, schedule change and cancellation. */
  mailJobs: number;
}

interface Event {
  id: string;
  kind: string;
  money: Record<string, unknown>;
  change: Record<string, unknown> | null;
  resolved: boolean;
  ledgerId: string | null;
  /** When it was written (ms): a request's one clock reading, as its ledger rows'. */
  at: number;
}

interface Segment {
  origin: string;
  destination: string;
  departureAt: string;
  arrivalAt?: string;
}

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const num = (v: unknown) => Number(v ?? 0);
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** The flights an offer id names: `Y.SAVER~UB101@2026-12-14,UB503@...` → `UB101@2026-12-14`, ... */
const offerFlights = (offerId: string) =>
  offerId
    .split("~")
    .slice(1)
    .flatMap((leg) => leg.split(","))
    .sort();

/** Every booked segment of a stored record (one-way, return and multi-city legs). */
function segmentsOf(record: unknown): Segment[] {
  const r = obj(record);
  const legs = Array.isArray(r.legs) ? r.legs.flat() : [r.outbound, r.return].flat();
  return legs.filter((s): s is Segment => typeof s === "object" && s !== null);
}

/**
 * The first pair of a record's legs out of order: a leg leaving an airport before the previous leg
 * landed there (both local times of that one airport), as `2 leaves NYU at ... before 1 lands at
 * ...`; null when each follows the one before, or the record has one leg.
 */
function legsOutOfOrder(record: unknown): string | null {
  const legs = obj(record).legs;
  if (!Array.isArray(legs)) return null;
  const segments = legs.map((leg) => (Array.isArray(leg) ? (leg as Segment[]) : []));
  for (let i = 1; i < segments.length; i += 1) {
    const landed = segments[i - 1]?.at(-1);
    const leaves = segments[i]?.[0];
    if (!landed || !leaves || landed.destination !== leaves.origin) continue;
    if (leaves.departureAt <= text(landed.arrivalAt))
      return `${i + 1} leaves ${leaves.origin} at ${leaves.departureAt} before ${i} lands at ${text(landed.arrivalAt)}`;
  }
  return null;
}

/**
 * Reads, from the database, whether every booking is in exactly one consistent state after
 * payments, cancellations, date changes and answers to schedule changes, however they raced or
 * crashed (issue 50):
 * - money: each CHANGED event that charged names one CHANGE ledger row of that amount, and no CHANGE
 *   row is unnamed; a free move (a CHANGED event for a schedule change) charged nothing, names no
 *   row and its request wrote none (of the booking, or of no booking and not a top-up, at the
 *   move's time); a paid booking's `total_cents` is what its PAYMENT and CHANGE rows took;
 * - order: a trip's legs follow each other (a round trip's return, a multi-city trip's next leg,
 *   leaves after the previous leg landed), whatever changed or moved them;
 * - seats: a PAID booking holds exactly the flights of its current offer (the old ones given back
 *   after a change or a move), any other booking none; each flight's seats sold are the seats its
 *   PAID and unpaid bookings hold;
 * - schedule changes: a refund for one is a CANCELLED booking refunded in full with every change
 *   resolved REFUNDED; an accepted one is a PAID booking whose record shows the new times; a move
 *   is a PAID booking on the move's flights with every change resolved MOVED, and a change is
 *   resolved MOVED only by a move; one still open concerns a flight the booking holds;
 * - mail: one job per paid booking (its e-ticket), per change or move (the new e-ticket), per schedule
 *   change and per cancellation, and none for an event that is not there.
 */
export async function checkBookingInvariants(run: RunSql): Promise<BookingInvariants> {
  const rows = async (sql: string) => (await run(sql)).rows;
  const bookings = await rows(
    "select id, user_id, status, total_cents, refund_cents, paid_at, offer->>'id' as offer_id, record, markup_cents from bookings",
  );
  const events = groupBy(
    await rows(
      "select id, booking_id, kind, at, money, change, resolved_at, ledger_id from booking_events order by at, id",
    ),
    (r) => text(r.booking_id),
  );
  const ledger = groupBy(
    await rows(
      "select id, booking_id, type, amount, created_at from wallet_transactions where booking_id is not null",
    ),
    (r) => text(r.booking_id),
  );
  // Rows of no booking that are not top-ups: what else a call after payment could have written.
  const unbooked = groupBy(
    await rows(
      "select id, user_id, created_at from wallet_transactions where booking_id is null and type <> 'TOPUP'",
    ),
    (r) => text(r.user_id),
  );
  const ms = (v: unknown) => new Date(v instanceof Date ? v : text(v)).getTime();
  const holds = groupBy(
    await rows("select booking_id, flight_key, cabin, seats from seat_holds where released_at is null"),
    (r) => text(r.booking_id),
  );
  const jobs = await rows("select kind, booking_id, event_id from jobs");
  const jobCount = new Map<string, number>();
  for (const j of jobs) {
    const id = `${text(j.kind)}|${text(j.booking_id)}|${text(j.event_id)}`;
    jobCount.set(id, (jobCount.get(id) ?? 0) + 1);
  }

  const found: BookingInvariants = {
    states: new Map(),
    changesPerUser: new Map(),
    movesPerUser: new Map(),
    scheduleEventsPerUser: new Map(),
    problems: [],
    mailJobs: jobs.length,
  };
  const heldSeats = new Map<string, number>();
  const expectedJobs = new Set<string>();

  for (const b of bookings) {
    const id = text(b.id);
    const userId = text(b.user_id);
    const status = text(b.status);
    const problem = (what: string) => found.problems.push(`booking ${id} (${status}): ${what}`);
    const mine: Event[] = (events.get(id) ?? []).map((e) => ({
      id: text(e.id),
      kind: text(e.kind),
      money: obj(e.money),
      change: e.change === null ? null : obj(e.change),
      resolved: e.resolved_at !== null && e.resolved_at !== undefined,
      ledgerId: e.ledger_id === null ? null : text(e.ledger_id),
      at: ms(e.at),
    }));
    const changed = mine.filter((e) => e.kind === "CHANGED");
    const moves = changed.filter((e) => text(e.money.reason) === "SCHEDULE_CHANGE");
    const schedule = mine.filter((e) => e.kind === "SCHEDULE_CHANGED");
    const cancelled = mine.filter((e) => e.kind === "CANCELLED");
    const rowsOf = (type: string) => (ledger.get(id) ?? []).filter((r) => text(r.type) === type);
    const paid = b.paid_at !== null && b.paid_at !== undefined;
    const add = (counts: Map<string, number>, n: number) => counts.set(userId, (counts.get(userId) ?? 0) + n);
    add(found.changesPerUser, changed.length - moves.length);
    add(found.movesPerUser, moves.length);
    found.scheduleEventsPerUser.set(userId, (found.scheduleEventsPerUser.get(userId) ?? 0) + schedule.length);

    // Money: every change charged once, and the booking's total is what was taken.
    const changeRows = rowsOf("CHANGE");
    for (const e of changed) {
      const charged = num(e.money.charged);
      const row = changeRows.find((r) => text(r.id) === e.ledgerId);
      if (charged > 0 && (!row || num(row.amount) !== -charged))
        problem(
          `change ${e.id} charged ${charged} but its ledger row is ${row ? num(row.amount) : "missing"}`,
        );
      if (charged === 0 && e.ledgerId !== null) problem(`free change ${e.id} names a ledger row`);
    }
    for (const e of moves) {
      // Nothing in the ledger from the move's request: no row of this booking or of none at its time.
      const written = [...(ledger.get(id) ?? []), ...(unbooked.get(userId) ?? [])].filter(
        (r) => ms(r.created_at) === e.at,
      );
      if (written.length > 0)
        problem(`move ${e.id} wrote ledger rows ${written.map((r) => text(r.id)).join()}`);
      if (num(e.money.charged) !== 0 || e.ledgerId !== null)
        problem(
          `move ${e.id} after a schedule change charged ${num(e.money.charged)} (ledger ${e.ledgerId})`,
        );
    }
    for (const r of changeRows)
      if (changed.filter((e) => e.ledgerId === text(r.id)).length !== 1)
        problem(`CHANGE row ${text(r.id)} is not named by exactly one change`);
    const taken = -[...rowsOf("PAYMENT"), ...changeRows].reduce((sum, r) => sum + num(r.amount), 0);
    if (paid && taken !== num(b.total_cents))
      problem(`total ${num(b.total_cents)} but payment and changes took ${taken}`);

    // Order: its legs follow each other, after any change or move.
    const outOfOrder = status === "PAID" ? legsOutOfOrder(b.record) : null;
    if (outOfOrder) problem(`legs out of order: ${outOfOrder}`);

    // Seats: a paid booking holds its offer's flights, and only those.
    const held = holds.get(id) ?? [];
    for (const h of held) {
      const flight = `${text(h.flight_key)}|${text(h.cabin)}`;
      if (status === "PAID" || status === "PENDING_PAYMENT")
        heldSeats.set(flight, (heldSeats.get(flight) ?? 0) + num(h.seats));
    }
    const heldFlights = [...new Set(held.map((h) => text(h.flight_key)))].sort();
    if (status === "PAID" && heldFlights.join() !== offerFlights(text(b.offer_id)).join())
      problem(`holds ${heldFlights.join() || "nothing"} but its offer is ${text(b.offer_id)}`);
    if ((status === "CANCELLED" || status === "EXPIRED") && held.length > 0)
      problem(`still holds ${heldFlights.join()}`);
    // A move gave back the seats of the flights it left.
    const lastMove = moves.at(-1);
    if (lastMove && lastMove === changed.at(-1)) {
      const to = offerFlights(text(obj(lastMove.money.to).offerId));
      const left = offerFlights(text(obj(lastMove.money.from).offerId)).filter((f) => !to.includes(f));
      const kept = left.filter((f) => heldFlights.includes(f));
      if (kept.length > 0) problem(`moved off ${kept.join()} but still holds its seats`);
    }

    // Mail: one job per thing told.
    // An agent's booking: each mail to the customer has the agent's copy (docs/adr/0089).
    const copied = b.markup_cents !== null && b.markup_cents !== undefined;
    const expect = (kind: string, eventId: string) => {
      expectedJobs.add(`${kind}|${id}|${eventId}`);
      if (copied) expectedJobs.add(`${agentCopyKind(kind)}|${id}|${eventId}`);
    };
    if (paid) expect(PAID_MAIL_KIND, "");
    for (const e of changed) expect(PAID_MAIL_KIND, e.id);
    for (const e of schedule) expect(SCHEDULE_MAIL_KIND, e.id);
    if (status === "CANCELLED") expect(CANCEL_MAIL_KIND, "");

    // The one state it is in.
    const resolutions = new Set(schedule.map((e) => (e.resolved ? text(e.change?.resolution) : "OPEN")));
    const refundedForSchedule = text(cancelled[0]?.money.reason) === "SCHEDULE_CHANGE";
    // A change is resolved MOVED by a move, and a move resolves one.
    if (resolutions.has("MOVED") !== moves.length > 0)
      problem(
        moves.length > 0
          ? "moved free of charge, but no schedule change is resolved MOVED"
          : "a schedule change resolved MOVED with no move",
      );
    let state: BookingState | null = null;
    if (status === "PENDING_PAYMENT" || status === "EXPIRED") {
      if (mine.length === 0 && !paid) state = status;
      else problem("has events or a payment but was never paid");
    } else if (status === "CANCELLED") {
      if (cancelled.length !== 1) problem(`${cancelled.length} CANCELLED events`);
      else if (refundedForSchedule) {
        if (resolutions.size !== 1 || !resolutions.has("REFUNDED"))
          problem(`refunded for a schedule change, but its changes are ${[...resolutions].join() || "none"}`);
        else if (num(b.refund_cents) !== num(b.total_cents))
          problem(`refunded ${num(b.refund_cents)} of ${num(b.total_cents)} for the airline's change`);
        else state = "REFUNDED";
      } else if (resolutions.has("REFUNDED"))
        problem("a schedule change resolved REFUNDED by a plain cancel");
      else if (resolutions.has("OPEN")) problem("cancelled with a schedule change still open");
      else state = "CANCELLED";
    } else if (status === "PAID") {
      if (cancelled.length > 0) problem("PAID with a CANCELLED event");
      else if (resolutions.has("REFUNDED")) problem("PAID with a schedule change resolved REFUNDED");
      else if (resolutions.has("OPEN")) {
        // An open change concerns a flight the booking holds (a date change away closes it).
        const flights = offerFlights(text(b.offer_id));
        const left = schedule.filter(
          (e) => !e.resolved && !flights.includes(`${text(e.change?.flightNumber)}@${text(e.change?.date)}`),
        );
        if (left.length === 0) state = "SCHEDULE_CHANGE_OPEN";
        else problem(`an open schedule change of ${text(left[0]?.change?.flightNumber)}, a flight it left`);
      } else if (resolutions.has("ACCEPTED")) {
        // The record shows each accepted flight's new time (the latest change of each flight).
        const latest = new Map<string, string>();
        for (const e of schedule)
          if (e.change?.kind === "MOVED")
            latest.set(`${text(e.change.origin)}-${text(e.change.destination)}`, text(e.change.departure));
        const segments = segmentsOf(b.record);
        const shown = [...latest].every(([route, departure]) =>
          segments.some((s) => `${s.origin}-${s.destination}` === route && s.departureAt === departure),
        );
        if (shown) state = "ACCEPTED";
        else problem("accepted a schedule change its record does not show");
      } else if (changed.length > 0) {
        // On the flights of its last change: a date change's, or a free move's.
        const last = changed.at(-1);
        const to = text(obj(last?.money.to).offerId);
        if (to !== text(b.offer_id))
          problem(`holds offer ${text(b.offer_id)} but its last change was to ${to}`);
        else state = last === lastMove ? "MOVED" : "CHANGED";
      } else state = "PAID";
    } else problem("an unknown status");
    if (state) found.states.set(id, { userId, state, offerId: text(b.offer_id) });
  }

  // Each flight's seats sold are the seats its bookings hold.
  for (const inv of await rows("select flight_key, cabin, seats_sold from flight_inventory")) {
    const flight = `${text(inv.flight_key)}|${text(inv.cabin)}`;
    if (num(inv.seats_sold) !== (heldSeats.get(flight) ?? 0))
      found.problems.push(
        `flight ${flight}: ${num(inv.seats_sold)} seats sold, ${heldSeats.get(flight) ?? 0} held by bookings`,
      );
  }
  for (const id of expectedJobs) {
    const n = jobCount.get(id) ?? 0;
    if (n !== 1) found.problems.push(`mail job ${id}: ${n} jobs, not 1`);
  }
  for (const [id, n] of jobCount)
    if (!expectedJobs.has(id)) found.problems.push(`mail job ${id}: ${n} jobs for nothing told`);
  return found;
}
