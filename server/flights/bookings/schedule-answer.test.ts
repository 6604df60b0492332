import { describe, expect, it } from "vitest";
import type { BookedSegment } from "../../../src/domain/booking.ts";
import type { ScheduleChangeFacts } from "../../../src/domain/schedule-change.ts";
import { movedSegments } from "./schedule-answer.ts";

const segment = (origin: string, destination: string, departureAt: string, arrivalAt: string) =>
  ({ flightNumber: "UB101", origin, destination, departureAt, arrivalAt }) as BookedSegment;
const moved = (previousDeparture: string, departure: string, arrival: string): ScheduleChangeFacts => ({
  kind: "MOVED",
  flightNumber: "UB101",
  date: "2026-12-14",
  origin: "RGN",
  destination: "MDL",
  previousDeparture,
  previousArrival: "",
  departure,
  arrival,
});

describe("movedSegments", () => {
  const out = segment("RGN", "MDL", "2026-12-14T07:00:00", "2026-12-14T08:10:00");
  const back = segment("MDL", "RGN", "2026-12-18T07:00:00", "2026-12-18T08:10:00");

  it("follows a flight moved twice to its latest times, and leaves the other flight alone", () => {
    const changes = [
      moved("2026-12-14T07:00:00", "2026-12-14T09:30:00", "2026-12-14T10:40:00"),
      moved("2026-12-14T09:30:00", "2026-12-15T06:00:00", "2026-12-15T07:10:00"),
    ];
    expect(movedSegments([out, back], changes)).toEqual([
      { ...out, departureAt: "2026-12-15T06:00:00", arrivalAt: "2026-12-15T07:10:00" },
      back,
    ]);
  });

  it("changes nothing for a cancellation or a change of another flight", () => {
    const cancelled = { ...moved("2026-12-14T07:00:00", "x", "y"), kind: "CANCELLED" as const };
    const elsewhere = moved("2026-12-13T07:00:00", "2026-12-13T09:00:00", "2026-12-13T10:10:00");
    expect(movedSegments([out], [cancelled, elsewhere])).toEqual([out]);
  });
});
