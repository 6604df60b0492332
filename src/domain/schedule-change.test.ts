import { describe, expect, it } from "vitest";
import { scheduleChangeKind, scheduleNotice } from "./schedule-change.ts";

const at = (departureAt: string, arrivalAt: string, closed = false) => ({ departureAt, arrivalAt, closed });
const before = at("2026-12-01T07:00:00", "2026-12-01T08:10:00");

describe("what an operations command changed for travellers", () => {
  it("is a move when the departure or only the arrival changed", () => {
    expect(scheduleChangeKind(before, at("2026-12-01T09:30:00", "2026-12-01T10:40:00"))).toBe("MOVED");
    expect(scheduleChangeKind(before, at("2026-12-01T07:00:00", "2026-12-01T08:30:00"))).toBe("MOVED");
  });

  it("is a cancellation when an open flight closes, whatever its times", () => {
    expect(scheduleChangeKind(before, { ...before, closed: true })).toBe("CANCELLED");
  });

  it("is nothing for the same times again, or for a closed flight", () => {
    expect(scheduleChangeKind(before, { ...before })).toBeNull();
    expect(scheduleChangeKind({ ...before, closed: true }, { ...before, closed: true })).toBeNull();
    expect(scheduleChangeKind({ ...before, closed: true }, before)).toBeNull();
  });
});

describe("the notice's words for a change", () => {
  const change = {
    kind: "MOVED" as const,
    flightNumber: "UB101",
    date: "2027-01-14",
    origin: "RGN",
    destination: "MDL",
    previousDeparture: "2027-01-14T07:00:00",
    previousArrival: "2027-01-14T08:10:00",
    departure: "2027-01-14T09:30:00",
    arrival: "2027-01-14T10:40:00",
  };

  it("gives the new and old times on the day, in Myanmar with Myanmar digits", () => {
    expect(scheduleNotice(change, "en")).toEqual({
      kind: "MOVED",
      flight: "UB101",
      date: "14 Jan 2027",
      time: "09:30",
      previous: "07:00",
    });
    expect(scheduleNotice(change, "my")).toMatchObject({ time: "၀၉:၃၀", previous: "၀၇:၀၀" });
  });

  it("names the old day too when the flight moved to another day, and a leg by its flight", () => {
    const next = { ...change, flightNumber: "K7266-NYU", departure: "2027-01-15T06:00:00" };
    expect(scheduleNotice(next, "en")).toMatchObject({
      flight: "K7266",
      date: "15 Jan 2027",
      previous: "14 Jan 2027 07:00",
    });
  });
});
