import { describe, expect, it } from "vitest";
import { isSearchableDay, readCheapestDays, searchOnDay } from "./search-day.ts";
import { searchParams } from "./test-data.ts";

const params = searchParams({ departureDate: "2026-12-10", returnDate: "2026-12-14" });

describe("searchOnDay", () => {
  it("moves a round trip's return by as many days", () => {
    expect(searchOnDay(params, "2026-12-12")).toMatchObject({
      departureDate: "2026-12-12",
      returnDate: "2026-12-16",
    });
    expect(searchOnDay(params, "2026-12-08").returnDate).toBe("2026-12-12");
  });

  it("keeps a one-way search one way", () => {
    expect(searchOnDay({ ...params, returnDate: null }, "2026-12-31")).toMatchObject({
      departureDate: "2026-12-31",
      returnDate: null,
    });
  });
});

describe("isSearchableDay", () => {
  it("needs a fare and a day not in the past", () => {
    expect(isSearchableDay({ date: "2026-12-01", price: "40.00" }, "2026-11-23")).toBe(true);
    expect(isSearchableDay({ date: "2026-12-01", price: null }, "2026-11-23")).toBe(false);
    expect(isSearchableDay({ date: "2026-11-22", price: "40.00" }, "2026-11-23")).toBe(false);
  });
});

describe("readCheapestDays", () => {
  /** `GET /apis/flights/cheapest-dates` as the API answers it. */
  const days = [
    { date: "2026-12-09", price: null, currency: "USD" },
    { date: "2026-12-10", price: "132.40", currency: "USD" },
  ];

  it("reads the days of an answer", () => {
    expect(readCheapestDays({ success: true, data: days })).toEqual(days);
  });

  it("refuses an answer that is not a list of days", () => {
    expect(readCheapestDays({ success: true, data: [{ date: "2026-12-10", price: 132.4 }] })).toBeUndefined();
    expect(readCheapestDays({ success: true, data: [{ price: "132.40" }] })).toBeUndefined();
    expect(readCheapestDays({ data: null })).toBeUndefined();
  });
});
