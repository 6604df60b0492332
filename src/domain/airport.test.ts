import { describe, expect, it } from "vitest";
import { readAirports } from "./airport.ts";
import { airport } from "./test-data.ts";

const yangon = airport();

describe("readAirports", () => {
  it("reads the airports of an answer, none too", () => {
    expect(readAirports({ success: true, data: [yangon] })).toEqual([yangon]);
    expect(readAirports({ success: true, data: [] })).toEqual([]);
  });

  it("refuses an answer that is not a list of airports", () => {
    expect(readAirports({ success: true, data: [{ ...yangon, cityMy: null }] })).toBeUndefined();
    expect(readAirports({ success: true, data: [{ ...yangon, domestic: "yes" }] })).toBeUndefined();
    expect(readAirports({ success: true, data: yangon })).toBeUndefined();
    expect(readAirports([yangon])).toBeUndefined();
  });
});
