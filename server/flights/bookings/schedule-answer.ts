import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { BookedSegment } from "../../../src/domain/booking.ts";
import type { CancellationQuote } from "../../../src/domain/cancellation.ts";
import type { ScheduleChangeFacts } from "../../../src/domain/schedule-change.ts";
import type { AppDeps } from "../../context.ts";
import { bookingEvents, bookings } from "../../db/schema/bookings.ts";
import { ApiError, type ErrorCode } from "../../http/errors.ts";
import type { MailLocale } from "../../mail/templates/locale.ts";
import type { Tx } from "../../payments/ledger.ts";
import { type CancellationResult, cancelLocked, ownRow } from "./cancel.ts";
import type { ScheduleResolution } from "./close-changes.ts";
import type { StoredRecord } from "./record.ts";

/** What accepting a moved flight's new times answers. */
export interface AcceptedChange {
  bookingId: string;
  resolution: "ACCEPTED";
  resolvedAt: string;
}

const refusal = (code: ErrorCode, message: string) => new ApiError(409, code, message);

/** The booking's unanswered SCHEDULE_CHANGED events, oldest first. */
export async function openEvents(tx: Tx, bookingId: string) {
  const rows = await tx
    .select({ id: bookingEvents.id, change: bookingEvents.change })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.bookingId, bookingId),
        eq(bookingEvents.kind, "SCHEDULE_CHANGED"),
        isNull(bookingEvents.resolvedAt),
      ),
    )
    .orderBy(asc(bookingEvents.at));
  return rows
    .filter((r) => r.change !== null)
    .map((r) => ({ id: r.id, change: r.change as ScheduleChangeFacts }));
}

/** The locked paid booking and its open changes, or the 409 saying why there is nothing to answer. */
export async function openChangeOf(tx: Tx, userId: string, id: string, lock = true) {
  const row = await ownRow(tx, userId, id, lock);
  if (row.status === "CANCELLED") throw refusal("ALREADY_CANCELLED", "This booking is already cancelled");
  const events = row.status === "PAID" ? await openEvents(tx, row.id) : [];
  if (events.length === 0)
    throw refusal("NO_OPEN_CHANGE", "This booking has no schedule change waiting for an answer");
  return { row, events };
}

/** Marks the events answered, with how (the resolution is kept in the event's `change`). */
export async function resolve(tx: Tx, ids: string[], resolution: ScheduleResolution, now: Date) {
  for (const id of ids)
    await tx
      .update(bookingEvents)
      .set({
        resolvedAt: now,
        change: sql`${bookingEvents.change} || ${JSON.stringify({ resolution })}::jsonb`,
      })
      .where(eq(bookingEvents.id, id));
}

/**
 * The booked segments with each moved flight's new times, the changes applied oldest first: a
 * change names the times it replaced, so it finds its segment by them, however often it moved.
 */
export function movedSegments(segments: BookedSegment[], changes: ScheduleChangeFacts[]): BookedSegment[] {
  return changes.reduce(
    (current, change) =>
      current.map((s) =>
        change.kind === "MOVED" &&
        s.origin === change.origin &&
        s.destination === change.destination &&
        s.departureAt === change.previousDeparture
          ? { ...s, departureAt: change.departure, arrivalAt: change.arrival }
          : s,
      ),
    segments,
  );
}

/**
 * Accepts the new times of the caller's booking's open schedule change(s), once, in one
 * transaction on the booking's locked row: the stored record's flights take the new times (its
 * itinerary and e-ticket show them) and every open event is resolved as ACCEPTED. Nothing is paid.
 * @throws ApiError 404 unknown or not yours; 409 NO_OPEN_CHANGE, ALREADY_CANCELLED, or
 * FLIGHT_CANCELLED when the airline cancelled a flight (only the refund applies).
 */
export async function acceptScheduleChange(
  deps: AppDeps,
  call: { userId: string; id: string },
  remember?: (tx: Tx, answer: AcceptedChange) => Promise<void>,
): Promise<AcceptedChange> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const { row, events } = await openChangeOf(tx, call.userId, call.id);
    if (events.some((e) => e.change.kind === "CANCELLED"))
      throw refusal(
        "FLIGHT_CANCELLED",
        "The airline cancelled this flight: there is no new time to accept, only a full refund",
      );
    const changes = events.map((e) => e.change);
    const stored = row.record as StoredRecord;
    const record: StoredRecord = {
      ...stored,
      outbound: movedSegments(stored.outbound, changes),
      return: movedSegments(stored.return, changes),
      ...(stored.legs ? { legs: stored.legs.map((leg) => movedSegments(leg, changes)) } : {}),
    };
    await tx.update(bookings).set({ record }).where(eq(bookings.id, row.id));
    await resolve(
      tx,
      events.map((e) => e.id),
      "ACCEPTED",
      now,
    );
    const answer: AcceptedChange = {
      bookingId: row.id,
      resolution: "ACCEPTED",
      resolvedAt: now.toISOString(),
    };
    await remember?.(tx, answer);
    return answer;
  });
}

/**
 * Cancels the caller's booking with an open schedule change and pays back all it cost, once: the
 * cancellation's own transaction ({@link cancelLocked}) at a quote with no fees, which resolves the
 * events as REFUNDED, the cancellation mail saying why. For a moved or a cancelled flight.
 * @throws ApiError 404 unknown or not yours; 409 NO_OPEN_CHANGE, ALREADY_CANCELLED, or DEPARTED when
 * the flights were only moved and the first has left.
 */
export async function refundScheduleChange(
  deps: AppDeps,
  call: { userId: string; id: string; locale: MailLocale },
  remember?: (tx: Tx, answer: CancellationResult) => Promise<void>,
): Promise<CancellationResult> {
  const now = deps.now();
  const { result, returned } = await deps.database.db.transaction(async (tx) => {
    const { row, events } = await openChangeOf(tx, call.userId, call.id);
    const departsAt = deps.flights.departsAt((row.offer as { id: string }).id);
    // A moved first flight that has left was flown (or missed): the refund was for not flying it.
    const flightCancelled = events.some((e) => e.change.kind === "CANCELLED");
    if (!flightCancelled && (departsAt === null || departsAt <= now.getTime()))
      throw refusal("DEPARTED", "The first flight has already left: it can no longer be refunded");
    const quote: CancellationQuote = {
      quoteId: `schedule-${events.at(-1)?.id ?? row.id}`,
      kind: "REFUND",
      noShow: false,
      paid: row.totalCents,
      refundFee: 0,
      noShowFee: 0,
      refund: row.totalCents,
      departsAt: new Date(departsAt ?? now.getTime()).toISOString(),
      quotedAt: now.toISOString(),
      expiresAt: now.toISOString(),
    };
    // The cancellation resolves the open changes as REFUNDED (its reason says why).
    const done = await cancelLocked(deps, tx, {
      row,
      quote,
      now,
      locale: call.locale,
      reason: "SCHEDULE_CHANGE",
    });
    await remember?.(tx, done.result);
    return done;
  });
  deps.flights.seatsReturned(returned);
  deps.jobs.kick();
  return result;
}
