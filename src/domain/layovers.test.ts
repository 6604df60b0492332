import { describe, expect, it } from "vitest";
import { minimumConnection } from "./connection-times.ts";
import type { FlightSegment } from "./flight-offer.ts";
import { dayOffset, layover, stopsOf } from "./layovers.ts";

/** A flight between two airports at local times, with terminals. */
function flight(
  route: string,
  departs: string,
  arrives: string,
  more: { carrier?: string; number?: string; aircraft?: string; terminals?: [string?, string?] } = {},
): FlightSegment {
  const [from = "", to = ""] = route.split("-");
  const [fromTerminal, toTerminal] = more.terminals ?? [];
  return {
    id: route,
    carrierCode: more.carrier ?? "MH",
    number: more.number ?? "741",
    aircraft: { code: more.aircraft ?? "738" },
    departure: { iataCode: from, at: departs, ...(fromTerminal ? { terminal: fromTerminal } : {}) },
    arrival: { iataCode: to, at: arrives, ...(toTerminal ? { terminal: toTerminal } : {}) },
    duration: "PT2H",
    numberOfStops: 0,
  };
}

const COUNTRIES: Record<string, string> = {
  RGN: "MM",
  NYU: "MM",
  MYT: "MM",
  BKK: "TH",
  KUL: "MY",
  SIN: "SG",
};
const countryOf = (code: string) => COUNTRIES[code];

describe("layover", () => {
  it("measures a connection across time zones on the connecting airport's own clock", () => {
    // Yangon (UTC+6:30) to Kuala Lumpur (UTC+8) lands 17:25 KUL time; the onward flight leaves 18:15.
    const inbound = flight("RGN-KUL", "2026-12-01T12:50:00", "2026-12-01T17:25:00", {
      terminals: ["1", "1"],
    });
    const outbound = flight("KUL-BKK", "2026-12-01T18:15:00", "2026-12-01T19:20:00", {
      number: "796",
      terminals: ["1", "1"],
    });
    expect(layover(inbound, outbound)).toEqual({
      airport: "KUL",
      minutes: 50,
      terminalChange: null,
      sameAircraft: false,
      minimumMinutes: 60,
      short: true,
      overnight: false,
    });
  });

  it("names a change of terminal, arrival first", () => {
    const inbound = flight("RGN-BKK", "2026-12-01T08:30:00", "2026-12-01T10:30:00", {
      terminals: ["1", "1"],
    });
    const outbound = flight("BKK-SIN", "2026-12-01T13:00:00", "2026-12-01T16:00:00", {
      number: "403",
      terminals: ["2", "3"],
    });
    expect(layover(inbound, outbound).terminalChange).toEqual({ from: "1", to: "2" });
    expect(
      layover(inbound, { ...outbound, departure: { ...outbound.departure, terminal: undefined } })
        .terminalChange,
    ).toBeNull();
  });

  it("flags a connection under the airport's minimum, and not one at the minimum", () => {
    const inbound = flight("RGN-BKK", "2026-12-01T13:05:00", "2026-12-01T15:05:00");
    const at = (time: string) =>
      flight("BKK-SIN", `2026-12-01T${time}:00`, "2026-12-01T20:00:00", { number: "403" });
    expect(layover(inbound, at("16:15"))).toMatchObject({ minutes: 70, minimumMinutes: 75, short: true });
    expect(layover(inbound, at("16:20"))).toMatchObject({ minutes: 75, short: false });
  });

  it("takes the domestic minimum only when both flights stay in the airport's country", () => {
    const fromBagan = flight("NYU-RGN", "2026-12-01T09:00:00", "2026-12-01T10:20:00");
    const toMyitkyina = flight("RGN-MYT", "2026-12-01T11:10:00", "2026-12-01T13:30:00", { number: "501" });
    const toBangkok = flight("RGN-BKK", "2026-12-01T11:10:00", "2026-12-01T13:30:00", { number: "335" });
    expect(layover(fromBagan, toMyitkyina, { countryOf })).toMatchObject({
      minimumMinutes: 45,
      short: false,
    });
    expect(layover(fromBagan, toBangkok, { countryOf })).toMatchObject({ minimumMinutes: 60, short: true });
    // Without the countries, the stricter international minimum.
    expect(layover(fromBagan, toMyitkyina)).toMatchObject({ minimumMinutes: 60, short: true });
  });

  it("calls a layover overnight when it spends any of 00:00-05:00 at the airport", () => {
    const landing = (at: string) => flight("RGN-SIN", "2026-12-01T20:00:00", at);
    const leaving = (at: string) =>
      flight("SIN-NRT", at, "2026-12-02T16:00:00", { carrier: "SQ", number: "12" });
    expect(layover(landing("2026-12-01T23:30:00"), leaving("2026-12-02T06:00:00")).overnight).toBe(true);
    expect(layover(landing("2026-12-02T04:30:00"), leaving("2026-12-02T07:00:00")).overnight).toBe(true);
    expect(layover(landing("2026-12-01T21:00:00"), leaving("2026-12-01T23:55:00")).overnight).toBe(false);
    expect(layover(landing("2026-12-02T05:00:00"), leaving("2026-12-02T09:00:00")).overnight).toBe(false);
  });

  it("knows a stop of the same flight and aircraft: no minimum, no terminal change", () => {
    const first = flight("RGN-NYU", "2026-12-01T06:45:00", "2026-12-01T08:05:00", {
      carrier: "K7",
      number: "266",
      aircraft: "AT7",
      terminals: ["3", "1"],
    });
    const second = flight("NYU-HEH", "2026-12-01T08:35:00", "2026-12-01T09:15:00", {
      carrier: "K7",
      number: "266",
      aircraft: "AT7",
      terminals: ["2", "1"],
    });
    expect(layover(first, second)).toMatchObject({
      airport: "NYU",
      minutes: 30,
      sameAircraft: true,
      short: false,
      terminalChange: null,
    });
    // Another aircraft under the same number is a change of plane.
    expect(layover(first, { ...second, aircraft: { code: "320" } })).toMatchObject({
      sameAircraft: false,
      short: true,
    });
  });
});

describe("stopsOf", () => {
  it("lists each connection in order and counts the arrival day in local dates", () => {
    const stops = stopsOf({
      segments: [
        flight("RGN-KUL", "2026-12-01T22:00:00", "2026-12-02T02:30:00"),
        flight("KUL-SIN", "2026-12-02T07:40:00", "2026-12-02T08:40:00", { number: "602" }),
      ],
    });
    expect(stops.layovers.map((l) => [l.airport, l.minutes, l.overnight])).toEqual([["KUL", 310, true]]);
    expect(stops.arrivalDayOffset).toBe(1);
  });

  it("has no layovers and no day change for a daytime nonstop", () => {
    expect(stopsOf({ segments: [flight("RGN-BKK", "2026-12-01T08:30:00", "2026-12-01T10:30:00")] })).toEqual({
      layovers: [],
      arrivalDayOffset: 0,
    });
  });

  it("counts a day back when a flight east to west lands on an earlier local date", () => {
    expect(dayOffset("2026-12-02T00:30:00", "2026-12-01T23:50:00")).toBe(-1);
    expect(dayOffset("2026-12-01T23:50:00", "2026-12-03T06:00:00")).toBe(2);
  });
});

describe("minimumConnection", () => {
  it("reads the airport's figures and falls back to the default", () => {
    expect(minimumConnection("BKK", false)).toBe(75);
    expect(minimumConnection("SIN", true)).toBe(60);
    expect(minimumConnection("RGN", true)).toBe(45);
    expect(minimumConnection("XXX", false)).toBe(60);
  });
});
