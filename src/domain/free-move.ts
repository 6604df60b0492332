import { addDays } from "./dates.ts";
import { type FlightOffer, isFlightOffer } from "./flight-offer.ts";
import { hasStrings, isObject } from "./shape.ts";

/**
 * Moving free of charge after an airline's schedule change (docs/adr/0080): the traveller may take
 * another flight of the same trip leaving within this many days either side of the changed
 * flight's scheduled date, and never before today.
 */
export const FREE_MOVE_DAYS = 3;

/** The first and last local dates (YYYY-MM-DD) a free move may go to, both included. */
export interface MoveWindow {
  first: string;
  last: string;
}

/**
 * The days a changed leg may move to for free: {@link FREE_MOVE_DAYS} either side of its booked
 * date, from `today` on, and for a round trip's leg not past the other leg (`notBefore`: the
 * outbound's date for the return; `notAfter`: the return's date for the outbound). Empty
 * (`first` after `last`) when no day is left.
 * @example moveWindow("2026-12-10", "2026-12-08") // { first: "2026-12-08", last: "2026-12-13" }
 */
export function moveWindow(
  bookedDate: string,
  today: string,
  bounds: { notBefore?: string | undefined; notAfter?: string | undefined } = {},
): MoveWindow {
  const first = [addDays(bookedDate, -FREE_MOVE_DAYS), today, bounds.notBefore ?? ""].sort().at(-1) ?? today;
  const last = [addDays(bookedDate, FREE_MOVE_DAYS), bounds.notAfter ?? "9999-12-31"].sort()[0] ?? bookedDate;
  return { first, last };
}

/** True when `date` is a day of `window`. */
export function inMoveWindow(window: MoveWindow, date: string): boolean {
  return date >= window.first && date <= window.last;
}

/**
 * The days of a window, in order, for the change screen's date strip.
 * @example moveDays({ first: "2026-12-08", last: "2026-12-10" }) // ["2026-12-08", "2026-12-09", "2026-12-10"]
 */
export function moveDays(window: MoveWindow): string[] {
  const days: string[] = [];
  for (let d = window.first; d <= window.last && days.length <= 2 * FREE_MOVE_DAYS; d = addDays(d, 1))
    days.push(d);
  return days;
}

/** The move offers call's answer (`GET .../schedule-change/move-offers`). */
export interface MoveOffers {
  bookingId: string;
  /** The leg a free move changes: the one holding the changed flight. */
  leg: "OUTBOUND" | "RETURN";
  /** The changed leg's booked date, and the days it may move to. */
  bookedDate: string;
  window: MoveWindow;
  /** The day asked (the booked one, else the window's first, when none was). */
  date: string;
  offers: FlightOffer[];
}

/** A free move done (`POST .../schedule-change/move`): nothing charged. */
export interface MovedBooking {
  bookingId: string;
  status: "PAID";
  resolution: "MOVED";
  movedAt: string;
  offer: FlightOffer;
  /** Always 0: the airline changed the flight. */
  charged: 0;
  balance: number;
}

/** True for the move offers call's answer. */
export function isMoveOffers(value: unknown): value is MoveOffers {
  return (
    isObject(value) &&
    hasStrings(value, ["bookingId", "bookedDate", "date"]) &&
    (value.leg === "OUTBOUND" || value.leg === "RETURN") &&
    isObject(value.window) &&
    hasStrings(value.window, ["first", "last"]) &&
    Array.isArray(value.offers) &&
    value.offers.every(isFlightOffer)
  );
}

/** True for a free move as the server answers it. */
export function isMovedBooking(value: unknown): value is MovedBooking {
  return (
    isObject(value) &&
    hasStrings(value, ["bookingId", "movedAt"]) &&
    value.resolution === "MOVED" &&
    value.charged === 0 &&
    isFlightOffer(value.offer)
  );
}
