import { describe, expect, it } from "vitest";
import { datePartsOf, joinDateParts } from "./date-parts.ts";
import { parseDayMonthYear } from "./dates.ts";

describe("a date in three fields", () => {
  it("makes YYYY-MM-DD of a real date, typed in Latin or Myanmar digits", () => {
    expect(joinDateParts({ day: "15", month: "1", year: "1990" })).toBe("1990-01-15");
    expect(joinDateParts({ day: "၅", month: "3", year: "၁၉၉၀" })).toBe("1990-03-05");
    expect(joinDateParts({ day: " 05 ", month: "12", year: "2018" })).toBe("2018-12-05");
  });

  it("gives nothing for empty fields", () => {
    expect(joinDateParts({ day: "", month: "", year: "" })).toBe("");
  });

  it("keeps an unfinished or impossible date as day/month/year, which the rules refuse", () => {
    for (const parts of [
      { day: "31", month: "2", year: "1990" },
      { day: "15", month: "", year: "1990" },
      { day: "15", month: "1", year: "90" },
      { day: "x", month: "1", year: "1990" },
    ]) {
      const value = joinDateParts(parts);
      expect(value).not.toMatch(/^\d{4}-/);
      expect(datePartsOf(value).day).toBe(parts.day === "x" ? "" : parts.day);
    }
    expect(parseDayMonthYear(joinDateParts({ day: "31", month: "2", year: "1990" }))).toBeNull();
    expect(parseDayMonthYear(joinDateParts({ day: "15", month: "", year: "1990" }))).toBeNull();
  });

  it("reads the fields back from what it made, and from a date saved before", () => {
    expect(datePartsOf("1990-01-15")).toEqual({ day: "15", month: "1", year: "1990" });
    expect(datePartsOf("15/1/199")).toEqual({ day: "15", month: "1", year: "199" });
    expect(datePartsOf("15//1990")).toEqual({ day: "15", month: "", year: "1990" });
    expect(datePartsOf("")).toEqual({ day: "", month: "", year: "" });
    expect(datePartsOf("yesterday")).toEqual({ day: "", month: "", year: "" });
  });
});
