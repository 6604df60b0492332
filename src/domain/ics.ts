/**
 * A booking's flights as an iCalendar file (RFC 5545): one VEVENT per flight segment, its start
 * and end in the local time of its departure and arrival airports, each named by the airport's
 * IANA time zone (`TZID=Asia/Yangon`), and one VTIMEZONE per zone used. None of the airports
 * served keeps summer time, so each zone is one STANDARD rule at its fixed offset. Lines folded
 * at 75 octets, CRLF.
 */
import { recordLegs } from "./booked-legs.ts";
import type { BookingRecord } from "./booking.ts";
import { fromLocalDateTime } from "./dates.ts";

/** What the file needs of an airport: its name, its offset from UTC in minutes, its IANA zone. */
export interface CalendarAirport {
  name: string;
  utcOffsetMinutes: number;
  /** e.g. `Asia/Yangon`: the TZID its flights' times are written in. */
  timeZone: string;
}

/** The words of the events, in the language the caller chooses. */
export interface CalendarTexts {
  /** A city's name from its airport code. */
  city: (code: string) => string;
  /** "Terminal {terminal}" */
  terminal: (terminal: string) => string;
  /** "Booking {id}" */
  booking: (id: string) => string;
  /** "PNR {pnr}" */
  pnr: (pnr: string) => string;
}

/** One flight of the file: a segment of a leg, or a leg listed without segments. */
export interface CalendarFlight {
  flightNumber: string;
  origin: string;
  destination: string;
  /** Airport-local date-times, YYYY-MM-DDTHH:mm. */
  departureAt: string;
  arrivalAt: string;
  departureTerminal: string;
  arrivalTerminal: string;
  airlineName: string;
  airlineRef: string;
  /** Which leg (from 1) and which flight of it (from 1): the event's UID is made of them. */
  leg: number;
  segment: number;
}

/** The domain UIDs end in, so that they are unique to this site's events. */
export const UID_DOMAIN = "flights.myanmar";

/** Every flight of a booking, in order: each leg's segments, or the leg itself when it lists none. */
export function calendarFlights(record: BookingRecord): CalendarFlight[] {
  return recordLegs(record).flatMap((leg, index) => {
    const flights = leg.segments.length ? leg.segments : [leg];
    return flights.map((f, s) => ({
      flightNumber: f.flightNumber,
      origin: f.origin,
      destination: f.destination,
      departureAt: f.departureAt,
      arrivalAt: f.arrivalAt,
      departureTerminal: f.departureTerminal,
      arrivalTerminal: f.arrivalTerminal,
      airlineName: f.airlineName,
      airlineRef: f.airlineRef,
      leg: index + 1,
      segment: s + 1,
    }));
  });
}

/** The airport codes a booking's flights use, each once: the file needs each one's time zone. */
export function calendarAirportCodes(record: BookingRecord): string[] {
  return [...new Set(calendarFlights(record).flatMap((f) => [f.origin, f.destination]))];
}

/**
 * A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks.
 * @example escapeText("Yangon, T1; gate 3") // "Yangon\\, T1\\; gate 3"
 */
export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * A content line folded (RFC 5545 3.1): no line longer than 75 octets, each continuation begun
 * with one space, never cutting a character (Myanmar letters take 3 octets in UTF-8).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * An airport-local date-time as a local DATE-TIME value (RFC 5545 3.3.5, form 3: with a TZID).
 * @example localStamp("2026-12-01T08:00") // "20261201T080000"
 */
export function localStamp(local: string): string {
  const instant = fromLocalDateTime(local, 0);
  if (!Number.isFinite(instant)) throw new RangeError(`Not a local date-time: ${local}`);
  return instantStamp(new Date(instant)).slice(0, -1);
}

/**
 * An offset from UTC as a UTC-OFFSET value (RFC 5545 3.3.14).
 * @example utcOffset(390) // "+0630"
 */
export function utcOffset(minutes: number): string {
  const size = Math.abs(minutes);
  const hhmm = `${String(Math.floor(size / 60)).padStart(2, "0")}${String(size % 60).padStart(2, "0")}`;
  return `${minutes < 0 ? "-" : "+"}${hhmm}`;
}

/**
 * A VTIMEZONE for a zone that keeps one offset all year (RFC 5545 3.6.5): a single STANDARD rule
 * from 1970, named by its offset as the IANA data names these zones (`+0630`).
 */
export function fixedTimeZone(timeZone: string, utcOffsetMinutes: number): string[] {
  const offset = utcOffset(utcOffsetMinutes);
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offset}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

function instantStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** Thrown when a flight's airport is not among those given: its time could not be placed. */
export class UnknownAirportError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`No time zone for airport ${code}`);
    this.code = code;
  }
}

function airportOf(airports: Record<string, CalendarAirport>, code: string): CalendarAirport {
  const airport = airports[code];
  if (!airport) throw new UnknownAirportError(code);
  return airport;
}

/**
 * The booking's calendar: one VEVENT per flight, its UID `<booking>-<leg>-<segment>@…` so that
 * importing the file again updates the events instead of adding copies (a changed time too).
 * @param stamp when the file is made (DTSTAMP)
 */
export function bookingCalendar(
  record: BookingRecord,
  airports: Record<string, CalendarAirport>,
  texts: CalendarTexts,
  stamp: Date,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Myanmar Flights//Booking calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  const flights = calendarFlights(record);
  // Each zone the flights use, once, in the order first met (TZID values are IANA names, no escaping).
  const zones = new Map<string, number>();
  for (const flight of flights) {
    for (const code of [flight.origin, flight.destination]) {
      const { timeZone, utcOffsetMinutes } = airportOf(airports, code);
      if (!zones.has(timeZone)) zones.set(timeZone, utcOffsetMinutes);
    }
  }
  for (const [timeZone, offset] of zones) lines.push(...fixedTimeZone(timeZone, offset));
  for (const flight of flights) {
    const from = airportOf(airports, flight.origin);
    const to = airportOf(airports, flight.destination);
    const place = (name: string, terminal: string) =>
      terminal ? `${name}, ${texts.terminal(terminal)}` : name;
    const description = [
      texts.booking(record.id),
      ...(flight.airlineRef ? [texts.pnr(flight.airlineRef)] : []),
      flight.airlineName,
      `${place(from.name, flight.departureTerminal)} → ${place(to.name, flight.arrivalTerminal)}`,
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(`${record.id}-${flight.leg}-${flight.segment}@${UID_DOMAIN}`)}`,
      `DTSTAMP:${instantStamp(stamp)}`,
      `DTSTART;TZID=${from.timeZone}:${localStamp(flight.departureAt)}`,
      `DTEND;TZID=${to.timeZone}:${localStamp(flight.arrivalAt)}`,
      `SUMMARY:${escapeText(`${flight.flightNumber} ${texts.city(flight.origin)} → ${texts.city(flight.destination)}`)}`,
      `LOCATION:${escapeText(place(from.name, flight.departureTerminal))}`,
      `DESCRIPTION:${escapeText(description)}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The file name the calendar is saved under. */
export function calendarFileName(bookingId: string): string {
  return `booking-${bookingId}.ics`;
}
