import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { BookedSegment, BookingRecord } from "./booking.ts";
import {
  bookingCalendar,
  type CalendarAirport,
  type CalendarTexts,
  calendarAirportCodes,
  escapeText,
  fixedTimeZone,
  foldLine,
  localStamp,
  UnknownAirportError,
  utcOffset,
} from "./ics.ts";
import { bookedSegment, bookingRecord, multiCityRecord, returnFlight } from "./test-data.ts";

const airports: Record<string, CalendarAirport> = {
  RGN: { name: "Yangon International Airport", utcOffsetMinutes: 390, timeZone: "Asia/Yangon" },
  MDL: { name: "Mandalay International Airport", utcOffsetMinutes: 390, timeZone: "Asia/Yangon" },
  NYU: { name: "Nyaung U Airport", utcOffsetMinutes: 390, timeZone: "Asia/Yangon" },
  HEH: { name: "Heho Airport", utcOffsetMinutes: 390, timeZone: "Asia/Yangon" },
  BKK: { name: "Suvarnabhumi Airport", utcOffsetMinutes: 420, timeZone: "Asia/Bangkok" },
  SIN: { name: "Singapore Changi Airport", utcOffsetMinutes: 480, timeZone: "Asia/Singapore" },
  CCU: {
    name: "Netaji Subhas Chandra Bose International Airport",
    utcOffsetMinutes: 330,
    timeZone: "Asia/Kolkata",
  },
};
const names: Record<string, string> = {
  RGN: "Yangon",
  MDL: "Mandalay",
  NYU: "Bagan",
  HEH: "Heho",
  BKK: "Bangkok",
  SIN: "Singapore",
};
const texts: CalendarTexts = {
  city: (code) => names[code] ?? code,
  terminal: (t) => `Terminal ${t}`,
  booking: (id) => `Booking ${id}`,
  pnr: (pnr) => `PNR ${pnr}`,
};
const stamp = new Date("2026-11-29T14:05:00Z");

/** The file's events, each as its unfolded properties. */
function events(ics: string): Array<Record<string, string>> {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const found: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return found;
}

/** The file's VTIMEZONE components, each as its lines (unfolded). */
function zones(ics: string): string[][] {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VTIMEZONE") current = [];
    else if (line === "END:VTIMEZONE" && current) {
      found.push(current);
      current = null;
    } else current?.push(line);
  }
  return found;
}

/** Each event of the file as an iCalendar parser reads it: its start and end instants and zones. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startZone: event.startDate.zone?.tzid,
      endZone: event.endDate.zone?.tzid,
    };
  });
}

/** Kolkata late in the evening to Yangon after midnight: the flight ends the next local day. */
function overnightRecord(): BookingRecord {
  return bookingRecord({
    id: "FBOVERNIGHT1",
    status: "PAID",
    legs: undefined,
    segments: {
      outbound: [
        bookedSegment({
          flightNumber: "8M602",
          airlineName: "Myanmar Airways International",
          airlineRef: "MAI6N2",
          origin: "CCU",
          destination: "RGN",
          departureAt: "2026-12-31T23:55:00",
          arrivalAt: "2027-01-01T03:40:00",
          departureTerminal: "2",
        }),
      ],
      return: [],
    },
    destination: "RGN",
  });
}

/** Yangon to Singapore through Bangkok: one leg of two flights. */
function throughRecord(): BookingRecord {
  const first = bookedSegment({
    flightNumber: "8M335",
    airlineName: "Myanmar Airways International",
    airlineRef: "MAI9Q1",
    origin: "RGN",
    destination: "BKK",
    departureAt: "2026-12-10T08:00:00",
    arrivalAt: "2026-12-10T10:00:00",
    arrivalTerminal: "",
  });
  const second: BookedSegment = {
    ...first,
    flightNumber: "SQ709",
    airlineName: "Singapore Airlines",
    airlineRef: "SQ7TT2",
    origin: "BKK",
    destination: "SIN",
    departureAt: "2026-12-10T11:30:00",
    arrivalAt: "2026-12-10T15:00:00",
    departureTerminal: "",
    arrivalTerminal: "3",
  };
  return bookingRecord({
    id: "FBTHROUGH001",
    status: "PAID",
    legs: undefined,
    segments: { outbound: [first, second], return: [] },
    destination: "SIN",
  });
}

describe("localStamp", () => {
  it("writes the airport's own clock time, with or without seconds", () => {
    expect(localStamp("2026-12-10T08:00")).toBe("20261210T080000");
    expect(localStamp("2026-12-01T05:45:00")).toBe("20261201T054500");
  });

  it("refuses a time that is not a local date-time", () => {
    expect(() => localStamp("tomorrow")).toThrow(RangeError);
  });
});

describe("utcOffset and fixedTimeZone", () => {
  it("write offsets as ±hhmm, half hours too", () => {
    expect(utcOffset(390)).toBe("+0630");
    expect(utcOffset(330)).toBe("+0530");
    expect(utcOffset(480)).toBe("+0800");
    expect(utcOffset(-210)).toBe("-0330");
  });

  it("describe a zone without summer time as one standard rule from 1970", () => {
    expect(fixedTimeZone("Asia/Yangon", 390)).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Yangon",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0630",
      "TZOFFSETTO:+0630",
      "TZNAME:+0630",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
  });
});

describe("escapeText", () => {
  it("escapes commas, semicolons, backslashes and line breaks", () => {
    expect(escapeText("Yangon, Terminal 1; gate A\\B\nlast")).toBe(
      "Yangon\\, Terminal 1\\; gate A\\\\B\\nlast",
    );
  });
});

describe("foldLine", () => {
  it("keeps a short line whole", () => {
    expect(foldLine("SUMMARY:UB101 Yangon → Mandalay")).toBe("SUMMARY:UB101 Yangon → Mandalay");
  });

  it("folds at 75 octets, never cutting a Myanmar letter, and unfolds to the line", () => {
    const line = `SUMMARY:UB101 ${"ရန်ကုန် → မန္တလေး ".repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("bookingCalendar", () => {
  it("writes a calendar with CRLF line ends, one event per flight of a round trip", () => {
    const ics = bookingCalendar(
      bookingRecord({ status: "PAID", returnFlightInfo: returnFlight() }),
      airports,
      texts,
      stamp,
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
    const [out, back, ...more] = events(ics);
    expect(more).toEqual([]);
    expect(out).toMatchObject({
      SUMMARY: "UB101 Yangon → Mandalay",
      "DTSTART;TZID=Asia/Yangon": "20261220T073000",
      "DTEND;TZID=Asia/Yangon": "20261220T085500",
      LOCATION: "Yangon International Airport\\, Terminal 1",
      DTSTAMP: "20261129T140500Z",
      UID: "FBK7Q2M4X9PA-1-1@flights.myanmar",
    });
    expect(out?.DESCRIPTION).toBe(
      "Booking FBK7Q2M4X9PA\\nPNR PNR101\\nMyanmar National Airlines\\nYangon International Airport\\, Terminal 1 → Mandalay International Airport\\, Terminal 1",
    );
    expect(back).toMatchObject({
      SUMMARY: "UB102 Mandalay → Yangon",
      UID: "FBK7Q2M4X9PA-2-1@flights.myanmar",
    });
    // Four times in Yangon's zone: it is described once, before the events.
    expect(zones(ics).map((z) => z[0])).toEqual(["TZID:Asia/Yangon"]);
    expect(ics.indexOf("BEGIN:VTIMEZONE")).toBeLessThan(ics.indexOf("BEGIN:VEVENT"));
  });

  it("gives each flight of a through journey its own event, in its airports' time zones", () => {
    const ics = bookingCalendar(throughRecord(), airports, texts, stamp);
    const [first, second, ...more] = events(ics);
    expect(more).toEqual([]);
    // Yangon 08:00 to Bangkok 10:00, each in its own zone.
    expect(first).toMatchObject({
      SUMMARY: "8M335 Yangon → Bangkok",
      "DTSTART;TZID=Asia/Yangon": "20261210T080000",
      "DTEND;TZID=Asia/Bangkok": "20261210T100000",
    });
    // Bangkok 11:30 to Singapore 15:00, Terminal 3.
    expect(second).toMatchObject({
      SUMMARY: "SQ709 Bangkok → Singapore",
      "DTSTART;TZID=Asia/Bangkok": "20261210T113000",
      "DTEND;TZID=Asia/Singapore": "20261210T150000",
      LOCATION: "Suvarnabhumi Airport",
      UID: "FBTHROUGH001-1-2@flights.myanmar",
    });
    expect(second?.DESCRIPTION).toContain("Singapore Changi Airport\\, Terminal 3");
    expect(calendarAirportCodes(throughRecord())).toEqual(["RGN", "BKK", "SIN"]);
    // Bangkok is used twice (an arrival and a departure) and described once.
    expect(zones(ics)).toEqual([
      fixedTimeZone("Asia/Yangon", 390).slice(1, -1),
      fixedTimeZone("Asia/Bangkok", 420).slice(1, -1),
      fixedTimeZone("Asia/Singapore", 480).slice(1, -1),
    ]);
    // A calendar reading the file places each time at the right instant (+06:30, +07:00, +08:00).
    expect(parsed(ics)).toEqual([
      expect.objectContaining({
        start: "2026-12-10T01:30:00.000Z",
        end: "2026-12-10T03:00:00.000Z",
        startZone: "Asia/Yangon",
        endZone: "Asia/Bangkok",
      }),
      expect.objectContaining({
        start: "2026-12-10T04:30:00.000Z",
        end: "2026-12-10T07:00:00.000Z",
        startZone: "Asia/Bangkok",
        endZone: "Asia/Singapore",
      }),
    ]);
  });

  it("ends a flight that lands after midnight on the next local day, at the right instant", () => {
    const ics = bookingCalendar(overnightRecord(), airports, texts, stamp);
    const [flight, ...more] = events(ics);
    expect(more).toEqual([]);
    expect(flight).toMatchObject({
      "DTSTART;TZID=Asia/Kolkata": "20261231T235500",
      "DTEND;TZID=Asia/Yangon": "20270101T034000",
    });
    expect(zones(ics).map((z) => z.find((line) => line.startsWith("TZOFFSETTO:")))).toEqual([
      "TZOFFSETTO:+0530",
      "TZOFFSETTO:+0630",
    ]);
    // 23:55 in Kolkata (+05:30) to 03:40 in Yangon (+06:30): 2 h 45 min in the air.
    expect(parsed(ics)).toEqual([
      expect.objectContaining({ start: "2026-12-31T18:25:00.000Z", end: "2026-12-31T21:10:00.000Z" }),
    ]);
  });

  it("folds long Myanmar lines so that a parser reads them back whole", () => {
    const myanmar: CalendarTexts = {
      city: (code) => ({ CCU: "ကိုလ်ကတ္တား", RGN: "ရန်ကုန်" })[code] ?? code,
      terminal: (t) => `ဂိတ် ${t}`,
      booking: (id) => `ဘွတ်ကင် ${id}`,
      pnr: (pnr) => `PNR ${pnr}`,
    };
    const ics = bookingCalendar(overnightRecord(), airports, myanmar, stamp);
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [flight] = parsed(ics);
    expect(flight?.summary).toBe("8M602 ကိုလ်ကတ္တား → ရန်ကုန်");
    expect(flight?.description).toBe(
      "ဘွတ်ကင် FBOVERNIGHT1\nPNR MAI6N2\nMyanmar Airways International\nNetaji Subhas Chandra Bose International Airport, ဂိတ် 2 → Yangon International Airport, ဂိတ် 1",
    );
  });

  it("lists every leg of a multi-city trip, with UIDs that stay the same when made again", () => {
    const record = multiCityRecord();
    const first = events(bookingCalendar(record, airports, texts, stamp));
    expect(first.map((e) => e.SUMMARY)).toEqual([
      "UB143 Yangon → Bagan",
      "K7263 Bagan → Mandalay",
      "YH834 Mandalay → Heho",
      "K7245 Heho → Yangon",
    ]);
    // A later file (the flight moved) updates the same events instead of adding copies.
    const moved = multiCityRecord();
    const leg = moved.legs?.[1];
    const segment = leg?.segments[0];
    if (segment) segment.departureAt = "2026-12-02T11:00:00";
    const again = events(bookingCalendar(moved, airports, texts, new Date("2026-11-30T09:00:00Z")));
    expect(again.map((e) => e.UID)).toEqual(first.map((e) => e.UID));
    expect(again[1]?.["DTSTART;TZID=Asia/Yangon"]).toBe("20261202T110000");
    expect(new Set(first.map((e) => e.UID)).size).toBe(4);
  });

  it("refuses to place a flight whose airport it does not know", () => {
    const { SIN: _sin, ...withoutSingapore } = airports;
    expect(() => bookingCalendar(throughRecord(), withoutSingapore, texts, stamp)).toThrow(
      UnknownAirportError,
    );
  });
});
