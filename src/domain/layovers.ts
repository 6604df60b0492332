/**
 * What a traveller needs to know about the stops of one direction of an offer: where each
 * connection is, how long it lasts, whether it changes terminal, is shorter than the airport's
 * minimum, lasts through the night, or is a stop of the same flight and aircraft; and on which
 * day, counted from the departure date, the direction arrives.
 *
 * Every time in an offer is local to its airport (Amadeus writes no offsets). A connection begins
 * and ends at one airport, so its length is the difference of two local times of the same clock:
 * no UTC offset is needed (none of the airports served keeps summer time). "+1" is counted in
 * local dates, as airlines print it: the arrival's local date against the departure's.
 */

import { minimumConnection } from "./connection-times.ts";
import { daysBetween } from "./dates.ts";
import type { FlightSegment, Itinerary } from "./flight-offer.ts";

/** Local hours counted as the night: a layover that spends any time in [00:00, 05:00) is overnight. */
export const NIGHT_START_HOUR = 0;
export const NIGHT_END_HOUR = 5;

export interface Layover {
  /** IATA code of the airport of the connection. */
  airport: string;
  /** From landing to the next departure, minutes. */
  minutes: number;
  /** Arrival and departure terminals when they differ (both known); null otherwise. */
  terminalChange: { from: string; to: string } | null;
  /**
   * The next flight is the same flight (carrier, number and aircraft) stopping on its way: the
   * traveller stays on board, and no minimum connection time applies.
   */
  sameAircraft: boolean;
  /** The airport's minimum connection time for this connection, minutes. */
  minimumMinutes: number;
  /** Shorter than the minimum (never for a stop of the same aircraft). */
  short: boolean;
  /** Spends any part of the local night (00:00-05:00) at the airport. */
  overnight: boolean;
}

export interface Stops {
  layovers: Layover[];
  /** Local arrival date minus local departure date: 0 the same day, 1 for "+1". */
  arrivalDayOffset: number;
}

/** Optional knowledge of the airports: their country, which tells a domestic connection. */
export interface LayoverOptions {
  countryOf?: (iataCode: string) => string | undefined;
}

/** Minutes since 1970 of a local date-time read on its own clock (`2026-12-01T08:30:00`). */
function clockMinutes(at: string): number {
  const ms = Date.parse(`${at.slice(0, 19)}Z`);
  return Number.isNaN(ms) ? Number.NaN : ms / 60_000;
}

/** True when [start, end) on one clock overlaps a night [00:00, 05:00) of any day. */
function spansNight(start: number, end: number): boolean {
  if (!(end > start)) return false;
  const firstDay = Math.floor(start / 1440) * 1440;
  for (let day = firstDay; day < end; day += 1440) {
    const nightStart = day + NIGHT_START_HOUR * 60;
    const nightEnd = day + NIGHT_END_HOUR * 60;
    if (start < nightEnd && end > nightStart) return true;
  }
  return false;
}

/** The same flight continuing: one carrier, number and aircraft. */
function sameFlight(a: FlightSegment, b: FlightSegment): boolean {
  return a.carrierCode === b.carrierCode && a.number === b.number && a.aircraft.code === b.aircraft.code;
}

/**
 * A connection is domestic when both flights stay in the country of its airport; without the
 * countries it counts as international, whose minimum is never the shorter one.
 */
function isDomestic(inbound: FlightSegment, outbound: FlightSegment, options: LayoverOptions): boolean {
  const country = options.countryOf;
  if (!country) return false;
  const here = country(inbound.arrival.iataCode);
  return (
    here !== undefined &&
    country(inbound.departure.iataCode) === here &&
    country(outbound.arrival.iataCode) === here
  );
}

/**
 * The connection between two flights that follow each other.
 * @example layover(mhToKul, mhToBkk) // { airport: "KUL", minutes: 80, short: false, ... }
 */
export function layover(
  inbound: FlightSegment,
  outbound: FlightSegment,
  options: LayoverOptions = {},
): Layover {
  const start = clockMinutes(inbound.arrival.at);
  const end = clockMinutes(outbound.departure.at);
  const minutes = Number.isFinite(end - start) ? Math.max(0, Math.round(end - start)) : 0;
  const sameAircraft = sameFlight(inbound, outbound);
  const minimumMinutes = minimumConnection(inbound.arrival.iataCode, isDomestic(inbound, outbound, options));
  const [from, to] = [inbound.arrival.terminal, outbound.departure.terminal];
  return {
    airport: inbound.arrival.iataCode,
    minutes,
    terminalChange: !sameAircraft && from && to && from !== to ? { from, to } : null,
    sameAircraft,
    minimumMinutes,
    short: !sameAircraft && minutes < minimumMinutes,
    overnight: spansNight(start, end),
  };
}

/**
 * The stops of one direction: its layovers in order and its arrival day.
 * @example stopsOf(itinerary) // { layovers: [{ airport: "KUL", minutes: 80, ... }], arrivalDayOffset: 0 }
 */
export function stopsOf(itinerary: Pick<Itinerary, "segments">, options: LayoverOptions = {}): Stops {
  const { segments } = itinerary;
  const layovers: Layover[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    const [inbound, outbound] = [segments[i - 1], segments[i]];
    if (inbound && outbound) layovers.push(layover(inbound, outbound, options));
  }
  const [first, last] = [segments[0], segments.at(-1)];
  return { layovers, arrivalDayOffset: first && last ? dayOffset(first.departure.at, last.arrival.at) : 0 };
}

/**
 * Days from one local date-time's date to another's, for a "+1" beside a flight's arrival.
 * @example dayOffset("2026-12-01T23:50:00", "2026-12-02T06:10:00") // 1
 */
export function dayOffset(fromAt: string, toAt: string): number {
  const days = daysBetween(fromAt.slice(0, 10), toAt.slice(0, 10));
  return Number.isFinite(days) ? days : 0;
}
