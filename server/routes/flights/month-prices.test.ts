import { describe, expect, it, vi } from "vitest";
import { monthDays } from "../../../src/domain/month-prices.ts";
import type { MemoryInventory } from "../../flights/inventory.ts";
import { TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { cheapestDates, searchOneWays } from "./search.routes.ts";
import { checkSearch } from "./search-query.ts";

// The month view's form of GET /apis/flights/cheapest-dates: `month=YYYY-MM`. Today (Myanmar
// time) is 2026-11-23; the last bookable day 2027-11-23.
const t = setUpTestContext({ now: () => TEST_NOW });

type Query = Record<string, string>;
const trip: Query = { travelType: "1", from: "RGN", to: "MDL", departureDate: "2026-12-10" };
const month = async (query: Query) => expectStatus(await t.api(cheapestDates, { query }), 200).body.data;
/** The cheapest grand total a search answers, or null when it answers none. */
const cheapest = async (query: Query) => {
  const offers = expectStatus(await t.api(searchOneWays, { query: { ...query, limit: "1" } }), 200).body.data;
  return offers[0]?.price.grandTotal ?? null;
};

describe("GET /apis/flights/cheapest-dates?month=", () => {
  it("gives every day of the month, each at the price its own search answers", async () => {
    const days = await month({ ...trip, month: "2027-01" });
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2027-01-${String(i + 1).padStart(2, "0")}`),
    );
    expect(days.every((d) => d.currency === "USD")).toBe(true);
    const prices = days.map((d) => d.price);
    expect(prices).not.toContain(null);
    expect(new Set(prices).size).toBeGreaterThan(3);
    for (const date of ["2027-01-01", "2027-01-15", "2027-01-31"])
      expect(days.find((d) => d.date === date)?.price).toBe(await cheapest({ ...trip, departureDate: date }));
  });

  it("leaves the days before today without a price in this month", async () => {
    const days = await month({ ...trip, departureDate: "2026-11-25", month: "2026-11" });
    expect(days).toHaveLength(30);
    expect(days.filter((d) => d.date < "2026-11-23").every((d) => d.price === null)).toBe(true);
    expect(days.find((d) => d.date === "2026-11-24")?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it("keeps a round trip's length, and prices no day whose return is beyond the last bookable day", async () => {
    const roundTrip = { ...trip, returnDate: "2026-12-14" };
    const december = await month({ ...roundTrip, month: "2026-12" });
    expect(december.find((d) => d.date === "2026-12-20")?.price).toBe(
      await cheapest({ ...roundTrip, departureDate: "2026-12-20", returnDate: "2026-12-24" }),
    );
    expect(december.find((d) => d.date === "2026-12-20")?.price).not.toBeNull();
    const last = await month({ ...roundTrip, month: "2027-11" });
    expect(last).toHaveLength(30);
    // Out 2027-11-19, back 2027-11-23 (the last bookable day): bookable. A day later, not.
    expect(last.find((d) => d.date === "2027-11-19")?.price).toBe(
      await cheapest({ ...roundTrip, departureDate: "2027-11-19", returnDate: "2027-11-23" }),
    );
    expect(last.filter((d) => d.date > "2027-11-19").map((d) => d.price)).toEqual(Array(11).fill(null));
  });

  it("answers a one-way search's last month up to the last bookable day", async () => {
    const days = await month({ ...trip, month: "2027-11" });
    expect(days.find((d) => d.date === "2027-11-23")?.price).toBe(
      await cheapest({ ...trip, departureDate: "2027-11-23" }),
    );
    expect(days.filter((d) => d.date > "2027-11-23").every((d) => d.price === null)).toBe(true);
  });

  it.each([
    [{ month: "2026-10" }, "Month must be from 2026-11 to 2027-11"],
    [{ month: "2027-12" }, "Month must be from 2026-11 to 2027-11"],
    [{ month: "2026-13" }, "Month must be from 2026-11 to 2027-11"],
    [{ month: "12-2026" }, undefined],
    [{ month: "2026-12-01" }, undefined],
    [{ month: "" }, undefined],
    [{ month: "2026-12", days: "7" }, "Give days or month, not both"],
    [{ month: "2026-12", from: "XXX" }, "Unknown airport or city: XXX"],
    [{ month: "2026-12", departureDate: "2026-11-01" }, "Departure date cannot be in the past"],
  ])("answers 400 for %o, never 500", async (change, message) => {
    const res = await t.api(cheapestDates, { query: { ...trip, ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, ...(message ? { message } : {}) });
  });

  it("keeps the date strip's form: days centred on the departure date", async () => {
    const days = await month({ ...trip, days: "3" });
    expect(days.map((d) => d.date)).toEqual(["2026-12-09", "2026-12-10", "2026-12-11"]);
  });

  it("searches each bookable day once, through the search cache the strip and the search share", async () => {
    const memory = (t.deps.flights as unknown as { memory: MemoryInventory }).memory;
    const reads = vi.spyOn(memory, "sold");
    const search = checkSearch({ ...trip, to: "NYU" }, TEST_NOW);
    const days = t.deps.flights.cheapestDates(search, monthDays("2027-02"), TEST_NOW);
    expect(days.filter((d) => d.price !== null).length).toBeGreaterThan(20);
    expect(reads).toHaveBeenCalled();
    // The month again, and a day's own search for its cheapest fare: answered from the cache.
    reads.mockClear();
    expect(t.deps.flights.cheapestDates(search, monthDays("2027-02"), TEST_NOW)).toEqual(days);
    const [best] = t.deps.flights.search({ ...search, departureDate: "2027-02-10", limit: 1 }, TEST_NOW);
    expect(best?.price.grandTotal).toBe(days.find((d) => d.date === "2027-02-10")?.price);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it("is documented in the OpenAPI with its month and its statuses", async () => {
    const doc = await readOpenApi(t);
    const get = doc.paths["/apis/flights/cheapest-dates"]?.get;
    expect(get?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(["days", "month"]));
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400"]));
  });
});
