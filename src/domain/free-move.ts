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
 * date, from `today` on, and never past the neighbouring legs (`notBefore`: the previous leg's
 * date, a round trip's outbound for its return; `notAfter`: the next leg's date, a round trip's
 * return for its outbound; a multi-city trip's legs alike, docs/adr/0087). Empty
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

/**
 * The bounds a trip's leg `index` keeps when it moves alone: not before the previous leg's day,
 * not after the next leg's (the multi-city search's order rule, `search.legBeforePrevious`; a
 * round trip's two legs alike), given each leg's booked departure date in order.
 * @example neighbourBounds(["2026-12-10", "2026-12-12", "2026-12-14"], 1) // { notBefore: "2026-12-10", notAfter: "2026-12-14" }
 */
export function neighbourBounds(
  dates: readonly string[],
  index: number,
): { notBefore: string | undefined; notAfter: string | undefined } {
  return { notBefore: index > 0 ? dates[index - 1] : undefined, notAfter: dates[index + 1] };
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
  /**
   * The leg a free move changes: the one holding the changed flight; `LEG` for a multi-city
   * trip's (docs/adr/0087), which `legNumber` names.
   */
  leg: "OUTBOUND" | "RETURN" | "LEG";
  /** That leg's place in the trip, from 1, and how many legs the trip has ("Flight 2 of 3"). */
  legNumber: number;
  legCount: number;
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
    (value.leg === "OUTBOUND" || value.leg === "RETURN" || value.leg === "LEG") &&
    typeof value.legNumber === "number" &&
    typeof value.legCount === "number" &&
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
