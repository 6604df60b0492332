import { describe, expect, it } from "vitest";
import type { BookedSegment, BookingRecord } from "./booking.ts";
import {
  bookingCalendar,
  type CalendarAirport,
  type CalendarTexts,
  calendarAirportCodes,
  escapeText,
  foldLine,
  UnknownAirportError,
  utcStamp,
} from "./ics.ts";
import { bookedSegment, bookingRecord, multiCityRecord, returnFlight } from "./test-data.ts";

const airports: Record<string, CalendarAirport> = {
  RGN: { name: "Yangon International Airport", utcOffsetMinutes: 390 },
  MDL: { name: "Mandalay International Airport", utcOffsetMinutes: 390 },
  NYU: { name: "Nyaung U Airport", utcOffsetMinutes: 390 },
  HEH: { name: "Heho Airport", utcOffsetMinutes: 390 },
  BKK: { name: "Suvarnabhumi Airport", utcOffsetMinutes: 420 },
  SIN: { name: "Singapore Changi Airport", utcOffsetMinutes: 480 },
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

describe("utcStamp", () => {
  it("places each airport's local time by its own offset", () => {
    expect(utcStamp("2026-12-10T08:00", 390)).toBe("20261210T013000Z"); // Yangon +06:30
    expect(utcStamp("2026-12-10T08:00:00", 420)).toBe("20261210T010000Z"); // Bangkok +07:00
    expect(utcStamp("2026-12-10T08:00", 480)).toBe("20261210T000000Z"); // Singapore +08:00
    // Early morning in Yangon is still the day before in UTC.
    expect(utcStamp("2026-12-01T05:00", 390)).toBe("20261130T223000Z");
  });

  it("refuses a time that is not a local date-time", () => {
    expect(() => utcStamp("tomorrow", 390)).toThrow(RangeError);
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
      DTSTART: "20261220T010000Z",
      DTEND: "20261220T022500Z",
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
  });

  it("gives each flight of a through journey its own event, in its airports' time zones", () => {
    const [first, second, ...more] = events(bookingCalendar(throughRecord(), airports, texts, stamp));
    expect(more).toEqual([]);
    // Yangon 08:00 (+06:30) to Bangkok 10:00 (+07:00).
    expect(first).toMatchObject({
      SUMMARY: "8M335 Yangon → Bangkok",
      DTSTART: "20261210T013000Z",
      DTEND: "20261210T030000Z",
    });
    // Bangkok 11:30 (+07:00) to Singapore 15:00 (+08:00), Terminal 3.
    expect(second).toMatchObject({
      SUMMARY: "SQ709 Bangkok → Singapore",
      DTSTART: "20261210T043000Z",
      DTEND: "20261210T070000Z",
      LOCATION: "Suvarnabhumi Airport",
      UID: "FBTHROUGH001-1-2@flights.myanmar",
    });
    expect(second?.DESCRIPTION).toContain("Singapore Changi Airport\\, Terminal 3");
    expect(calendarAirportCodes(throughRecord())).toEqual(["RGN", "BKK", "SIN"]);
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
    expect(again[1]?.DTSTART).toBe("20261202T043000Z");
    expect(new Set(first.map((e) => e.UID)).size).toBe(4);
  });

  it("refuses to place a flight whose airport it does not know", () => {
    const { SIN: _sin, ...withoutSingapore } = airports;
    expect(() => bookingCalendar(throughRecord(), withoutSingapore, texts, stamp)).toThrow(
      UnknownAirportError,
    );
  });
});
