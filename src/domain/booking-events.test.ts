import { describe, expect, it } from "vitest";
import { type BookingEvent, isBookingEvent, movedFlights, previousFlights } from "./booking-events.ts";

const flight = (flightNumber: string, departureAt: string) => ({
  flightNumber,
  from: "RGN",
  to: "BKK",
  departureAt,
});
const out = flight("UB401", "2026-12-09T07:00:00");
const back = flight("UB402", "2026-12-14T09:00:00");
const later = flight("UB402", "2026-12-15T09:00:00");
const none = { amount: null, from: null, to: null, schedule: null, reason: null };

describe("movedFlights", () => {
  it("names only the flights a change left and took", () => {
    expect(movedFlights([out, back], [out, later])).toEqual({ from: [back], to: [later] });
  });
  it("names only a multi-city trip's moved leg, its other legs kept", () => {
    const second = flight("UB211", "2026-12-12T10:00:00");
    const moved = flight("UB213", "2026-12-13T15:00:00");
    const third = flight("UB311", "2026-12-14T08:00:00");
    expect(movedFlights([out, second, third], [out, moved, third])).toEqual({ from: [second], to: [moved] });
  });
  it("names every flight when the change kept none, or nothing new", () => {
    expect(movedFlights([out], [later])).toEqual({ from: [out], to: [later] });
    expect(movedFlights([out], [out])).toEqual({ from: [out], to: [out] });
  });
});

describe("previousFlights", () => {
  it("is what the latest date change left, or null when the booking never changed", () => {
    const changed = (from: (typeof out)[], to: (typeof out)[]): BookingEvent => ({
      ...none,
      kind: "CHANGED",
      at: "2026-11-24T00:00:00.000Z",
      from,
      to,
    });
    expect(previousFlights([{ ...none, kind: "PAID", at: "2026-11-23T00:00:00.000Z" }])).toBeNull();
    const again = flight("UB402", "2026-12-16T09:00:00");
    expect(
      previousFlights([changed([out, back], [out, later]), changed([out, later], [out, again])]),
    ).toEqual([later]);
  });
});

describe("isBookingEvent", () => {
  it("takes an event as the API answers it, of any kind, and refuses a malformed one", () => {
    expect(isBookingEvent({ ...none, kind: "MOVED", at: "x", from: [out], to: [later] })).toBe(true);
    expect(isBookingEvent({ ...none, kind: "PAID", at: "x", amount: 12 })).toBe(false);
    expect(isBookingEvent({ ...none, kind: "CHANGED", at: "x", from: [{ flightNumber: "UB1" }] })).toBe(
      false,
    );
    expect(isBookingEvent({ ...none, kind: "SCHEDULE_CHANGED", at: "x", schedule: { kind: "MOVED" } })).toBe(
      false,
    );
  });
});
