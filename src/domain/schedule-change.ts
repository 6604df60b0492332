import { detailDate, timeOf } from "./dates.ts";

/**
 * An airline's schedule change to one flight of a booking (docs/adr/0078): the flight moved to
 * new times, or cancelled. Times are local at the flight's airports (`2026-12-01T07:00:00`).
 */
export type ScheduleChangeKind = "MOVED" | "CANCELLED";

/** What one operations command did to one flight, as a SCHEDULE_CHANGED event stores it. */
export interface ScheduleChangeFacts {
  kind: ScheduleChangeKind;
  /** The leg's id (`UB101`, or `K7266-NYU` on a flight of several legs) and its scheduled date. */
  flightNumber: string;
  date: string;
  origin: string;
  destination: string;
  previousDeparture: string;
  previousArrival: string;
  /** The new times; the old ones again when the flight was cancelled. */
  departure: string;
  arrival: string;
}

/** A flight's times and state, before or after an operations command. */
export interface FlightTimes {
  departureAt: string;
  arrivalAt: string;
  closed: boolean;
}

/**
 * What an operations command changed for travellers: CANCELLED when it closed an open flight,
 * MOVED when an open flight's times changed, null when nothing they would notice changed (the
 * same command again, or a flight reopened).
 * @example scheduleChangeKind({departureAt: "2026-12-01T07:00:00", arrivalAt: "2026-12-01T08:10:00", closed: false}, {departureAt: "2026-12-01T09:30:00", arrivalAt: "2026-12-01T10:40:00", closed: false}) // "MOVED"
 */
export function scheduleChangeKind(before: FlightTimes, after: FlightTimes): ScheduleChangeKind | null {
  if (before.closed) return null;
  if (after.closed) return "CANCELLED";
  return before.departureAt !== after.departureAt || before.arrivalAt !== after.arrivalAt ? "MOVED" : null;
}

/** A booking's open schedule change, as its record answers it: the latest not yet answered. */
export interface ScheduleChange extends ScheduleChangeFacts {
  /** When operations made the change (ISO). */
  at: string;
}

const CHANGE_FIELDS = [
  "flightNumber",
  "date",
  "origin",
  "destination",
  "previousDeparture",
  "previousArrival",
  "departure",
  "arrival",
  "at",
] as const;

/** True when `value` is a {@link ScheduleChange} as the API answers it. */
export function isScheduleChange(value: unknown): value is ScheduleChange {
  if (typeof value !== "object" || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    (fields.kind === "MOVED" || fields.kind === "CANCELLED") &&
    CHANGE_FIELDS.every((name) => typeof fields[name] === "string")
  );
}

/** What booking detail's notice says of a schedule change, in the page's language. */
export interface ScheduleNotice {
  kind: ScheduleChangeKind;
  /** The flight's number (`UB101`; a leg's `K7266-NYU` shows as `K7266`). */
  flight: string;
  /** The day it now leaves (a cancelled flight's: the day it was to leave). */
  date: string;
  /** Its new departure time, and the one before; with its day when it moved to another day. */
  time: string;
  previous: string;
}

/**
 * The notice's words for a change: local times at the airport, Myanmar digits in Myanmar.
 * @example scheduleNotice({ kind: "MOVED", flightNumber: "UB101", previousDeparture: "2027-01-14T07:00:00", departure: "2027-01-14T09:30:00", ... }, "en") // { flight: "UB101", date: "14 Jan 2027", time: "09:30", previous: "07:00", ... }
 */
export function scheduleNotice(change: ScheduleChangeFacts, locale: "en" | "my"): ScheduleNotice {
  const sameDay = change.previousDeparture.slice(0, 10) === change.departure.slice(0, 10);
  const previousTime = timeOf(change.previousDeparture, locale);
  return {
    kind: change.kind,
    flight: change.flightNumber.split("-")[0] ?? change.flightNumber,
    date: detailDate(change.departure, locale),
    time: timeOf(change.departure, locale),
    previous: sameDay ? previousTime : `${detailDate(change.previousDeparture, locale)} ${previousTime}`,
  };
}
