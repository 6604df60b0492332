import { describe, expect, it } from "vitest";
import { DATE_LEVELS } from "./datasets/fares.ts";
import { dateLevel, seasonLevel, weekdayLevel } from "./fare-calendar.ts";

const season = (name: string) => DATE_LEVELS.seasons.find((s) => s.name === name)?.level;

describe("fares by departure date", () => {
  it("price each weekday by the table, Friday and Sunday dearest, Tuesday cheapest", () => {
    // 11-17 January 2027 is Monday to Sunday, outside every season.
    const week = ["11", "12", "13", "14", "15", "16", "17"].map((d) => weekdayLevel(`2027-01-${d}`));
    expect(week).toEqual(Object.values(DATE_LEVELS.weekdays));
    const byLevel = [...week].sort((a, b) => b - a);
    expect(byLevel.slice(0, 2)).toEqual([weekdayLevel("2027-01-15"), weekdayLevel("2027-01-17")]);
    expect(byLevel.at(-1)).toBe(weekdayLevel("2027-01-12"));
  });

  it("price Thingyan, Christmas and New Year and the school holidays above plain dates", () => {
    expect(seasonLevel("2027-04-14")).toBe(season("Thingyan"));
    expect(seasonLevel("2027-04-14")).toBeGreaterThan(season("School holidays") ?? 0);
    expect(seasonLevel("2026-12-20")).toBe(season("Christmas and New Year"));
    expect(seasonLevel("2027-01-05")).toBe(season("Christmas and New Year"));
    expect(seasonLevel("2027-03-20")).toBe(season("School holidays"));
    for (const plain of ["2026-12-19", "2027-01-06", "2027-03-14", "2027-06-01", "2027-10-20"])
      expect(seasonLevel(plain), plain).toBe(100);
  });

  it("multiply weekday and season", () => {
    expect(dateLevel("2027-01-11")).toBe(100);
    expect(dateLevel("2027-04-16")).toBe(((season("Thingyan") ?? 0) * DATE_LEVELS.weekdays[5]) / 100);
  });
});
