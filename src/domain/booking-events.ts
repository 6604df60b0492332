import { isScheduleChange, type ScheduleChangeFacts } from "./schedule-change.ts";
import { hasStrings, isObject, listOf } from "./shape.ts";

/** One flight of a booking as an event names it: number, route and local departure. */
export interface EventFlight {
  flightNumber: string;
  from: string;
  to: string;
  /** Local at `from` (`2026-12-09T07:00:00`). */
  departureAt: string;
}

/** An airline's schedule change as the history tells it: what changed and the traveller's answer. */
export interface EventSchedule extends ScheduleChangeFacts {
  /** ACCEPTED, REFUNDED, MOVED...; null while the traveller has not answered. */
  resolution: string | null;
}

/**
 * One thing that happened to a paid booking, as its history tells it (booking detail's
 * timeline): PAID, CHANGED (a new date), SCHEDULE_CHANGED (by the airline), CANCELLED; a kind
 * added later arrives as it is, with whichever of the fields it has.
 */
export interface BookingEvent {
  kind: string;
  /** When it happened (ISO instant). */
  at: string;
  /**
   * The money it moved, USD with 2 decimals: what was paid (PAID), charged (CHANGED), put back in
   * the wallet (CANCELLED); null when it moved none.
   */
  amount: string | null;
  /** The booking's flights before and after (CHANGED); null for other kinds. */
  from: EventFlight[] | null;
  to: EventFlight[] | null;
  /** The airline's change (SCHEDULE_CHANGED); null for other kinds. */
  schedule: EventSchedule | null;
  /** Why (a CANCELLED refunded in full for the airline's change: `SCHEDULE_CHANGE`); else null. */
  reason: string | null;
}

const isFlight = (value: unknown): value is EventFlight =>
  isObject(value) && hasStrings(value, ["flightNumber", "from", "to", "departureAt"]);
const isFlights = listOf(isFlight);
const stringOrNull = (value: unknown) => value === null || typeof value === "string";

/** True for an event shaped as the API answers it, down to what the page reads. */
export function isBookingEvent(value: unknown): value is BookingEvent {
  if (!isObject(value) || !hasStrings(value, ["kind", "at"])) return false;
  const schedule = value.schedule;
  return (
    stringOrNull(value.amount) &&
    stringOrNull(value.reason) &&
    (value.from === null || isFlights(value.from)) &&
    (value.to === null || isFlights(value.to)) &&
    (schedule === null ||
      // The schedule facts are a ScheduleChange's without its `at` (the event's own).
      (isObject(schedule) && isScheduleChange({ ...schedule, at: "" }) && stringOrNull(schedule.resolution)))
  );
}

const sameFlight = (a: EventFlight, b: EventFlight) =>
  a.flightNumber === b.flightNumber && a.departureAt === b.departureAt;

/**
 * The flights a change moved: those it left (`from`) and took (`to`), without the ones it kept (a
 * round trip's leg left on its date); all of them when it kept none or named nothing new.
 * @example movedFlights([out, back], [out, later]) // { from: [back], to: [later] }
 */
export function movedFlights(
  from: readonly EventFlight[],
  to: readonly EventFlight[],
): { from: EventFlight[]; to: EventFlight[] } {
  const left = from.filter((f) => !to.some((t) => sameFlight(f, t)));
  const taken = to.filter((t) => !from.some((f) => sameFlight(f, t)));
  return left.length > 0 && taken.length > 0 ? { from: left, to: taken } : { from: [...from], to: [...to] };
}

/**
 * The flights the latest date change left (a changed booking's "was UB401 9 Dec"), or null when
 * the booking never changed.
 */
export function previousFlights(events: readonly BookingEvent[]): EventFlight[] | null {
  let found: EventFlight[] | null = null;
  for (const event of events)
    if (event.kind === "CHANGED" && event.from?.length) found = movedFlights(event.from, event.to ?? []).from;
  return found;
}
