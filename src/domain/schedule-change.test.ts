import { describe, expect, it } from "vitest";
import { scheduleChangeKind } from "./schedule-change.ts";

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
