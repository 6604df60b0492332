import { describe, expect, it } from "vitest";
import { FREE_MOVE_DAYS, inMoveWindow, moveDays, moveWindow, neighbourBounds } from "./free-move.ts";

describe("the free move's window", () => {
  it("spans three days either side of the booked date", () => {
    expect(FREE_MOVE_DAYS).toBe(3);
    expect(moveWindow("2026-12-10", "2026-11-29")).toEqual({ first: "2026-12-07", last: "2026-12-13" });
  });

  it("never starts before today", () => {
    expect(moveWindow("2026-12-10", "2026-12-09")).toEqual({ first: "2026-12-09", last: "2026-12-13" });
  });

  it("keeps a round trip's legs in order", () => {
    expect(moveWindow("2026-12-10", "2026-11-29", { notAfter: "2026-12-11" }).last).toBe("2026-12-11");
    expect(moveWindow("2026-12-10", "2026-11-29", { notBefore: "2026-12-09" }).first).toBe("2026-12-09");
  });

  it("keeps a multi-city leg between the days of the legs either side", () => {
    const days = ["2026-12-10", "2026-12-12", "2026-12-14"];
    expect(moveWindow("2026-12-12", "2026-11-29", neighbourBounds(days, 1))).toEqual({
      first: "2026-12-10",
      last: "2026-12-14",
    });
    expect(moveWindow("2026-12-10", "2026-11-29", neighbourBounds(days, 0))).toEqual({
      first: "2026-12-07",
      last: "2026-12-12",
    });
    expect(moveWindow("2026-12-14", "2026-11-29", neighbourBounds(days, 2))).toEqual({
      first: "2026-12-12",
      last: "2026-12-17",
    });
    // A one-way trip's only leg has no neighbour.
    expect(neighbourBounds(["2026-12-10"], 0)).toEqual({ notBefore: undefined, notAfter: undefined });
  });

  it("crosses months and says when no day is left", () => {
    expect(moveWindow("2027-01-01", "2026-12-01")).toEqual({ first: "2026-12-29", last: "2027-01-04" });
    const gone = moveWindow("2026-12-01", "2026-12-10");
    expect(gone.first > gone.last).toBe(true);
    expect(moveDays(gone)).toEqual([]);
  });

  it("lists its days and tells a day inside from one outside", () => {
    const window = moveWindow("2026-12-10", "2026-12-09");
    expect(moveDays(window)).toEqual(["2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13"]);
    expect(inMoveWindow(window, "2026-12-13")).toBe(true);
    expect(inMoveWindow(window, "2026-12-14")).toBe(false);
    expect(inMoveWindow(window, "2026-12-08")).toBe(false);
  });
});
