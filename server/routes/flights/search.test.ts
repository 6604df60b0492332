import { describe, expect, it } from "vitest";
import { parseDuration } from "../../../src/domain/duration.ts";
import { toCents } from "../../../src/domain/money.ts";
import type { MemoryInventory } from "../../flights/inventory.ts";
import { flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { listAirports } from "../airports/airports.routes.ts";
import { cheapestDates, searchOneWays } from "./search.routes.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

/** The query as text, as a URL carries it. */
const asText = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
const search = async (query: Record<string, string | number>) =>
  t.api(searchOneWays, { query: asText(query) });
/** The offers of a search that must succeed. */
const offersFor = async (query: Record<string, string | number>) =>
  expectStatus(await search(query), 200).body.data;
const airports = async (q: string) =>
  expectStatus(await t.api(listAirports, { query: { q } }), 200).body.data;
const base = { travelType: 1, from: "RGN", to: "MDL", departureDate: "2026-12-01", adults: 1, children: 0 };

describe("GET /apis/flights/search/one-ways", () => {
  it("answers Amadeus-shaped offers, cheapest first", async () => {
    const res = expectStatus(await search(base), 200);
    expect(res.body.meta).toEqual({ count: res.body.data.length, currency: "USD" });
    expect(res.body.dictionaries.carriers).toMatchObject({ UB: "Myanmar National Airlines" });
    const totals = res.body.data.map((o) => toCents(o.price.grandTotal) ?? 0);
    expect(totals.length).toBeGreaterThanOrEqual(3);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const offer = res.body.data[0];
    expect(offer).toMatchObject({
      type: "flight-offer",
      oneWay: true,
      validatingAirlineCodes: [expect.any(String)],
    });
    const segment = offer?.itineraries[0]?.segments[0];
    expect(segment).toMatchObject({
      departure: { iataCode: "RGN", terminal: "3" },
      arrival: { iataCode: "MDL" },
    });
    expect(offer?.travelerPricings[0]?.fareDetailsBySegment[0]).toMatchObject({
      segmentId: "1",
      cabin: "ECONOMY",
      includedCheckedBags: { weightUnit: "KG" },
    });
  });

  it("writes local times at each end and durations across time zones", async () => {
    const offer = (await offersFor({ ...base, travelType: 2, to: "BKK" })).find((o) =>
      o.id.includes("8M335"),
    );
    const segment = offer?.itineraries[0]?.segments[0];
    // 08:30 in Yangon (UTC+6:30) plus 90 minutes is 10:30 in Bangkok (UTC+7).
    expect(segment?.departure.at).toBe("2026-12-01T08:30:00");
    expect(segment?.arrival.at).toBe("2026-12-01T10:30:00");
    expect(segment?.duration).toBe("PT1H30M");
    expect(segment?.departure.terminal).toBe("1");
  });

  it("connects through a hub where no direct flight exists", async () => {
    const offers = await offersFor({ ...base, travelType: 2, from: "MDL", to: "SIN" });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const [first, second] = offer.itineraries[0]?.segments ?? [];
      if (!first || !second) throw new Error(`not a connection: ${offer.id}`);
      expect(first.arrival.iataCode).toBe("RGN");
      expect(second.departure.iataCode).toBe("RGN");
      expect(second.departure.at > first.arrival.at).toBe(true);
      const total = parseDuration(offer.itineraries[0]?.duration ?? "") ?? 0;
      expect(total).toBeGreaterThan(
        (parseDuration(first.duration) ?? 0) + (parseDuration(second.duration) ?? 0),
      );
    }
  });

  it("prices children below adults and counts every traveller", async () => {
    const [offer] = await offersFor({ ...base, adults: 2, children: 1, limit: 1 });
    if (!offer) throw new Error("no offer");
    expect(offer.travelerPricings.map((p) => p.travelerType)).toEqual(["ADULT", "ADULT", "CHILD"]);
    const [adult, , child] = offer.travelerPricings;
    expect(toCents(child?.price.base ?? "")).toBeLessThan(toCents(adult?.price.base ?? "") ?? 0);
    const sum = offer.travelerPricings.reduce((s, p) => s + (toCents(p.price.total) ?? 0), 0);
    expect(sum).toBe(toCents(offer.price.grandTotal));
  });

  it("combines outbound and return for a round trip and keeps the limit", async () => {
    const offers = await offersFor({
      ...base,
      travelType: 2,
      to: "Bangkok",
      returnDate: "2026-12-05",
      limit: 4,
    });
    expect(offers).toHaveLength(4);
    for (const offer of offers) {
      expect(offer.oneWay).toBe(false);
      expect(offer.itineraries).toHaveLength(2);
      expect(["BKK", "DMK"]).toContain(offer.itineraries[1]?.segments[0]?.departure.iataCode);
      expect(offer.itineraries[1]?.segments.at(-1)?.arrival.iataCode).toBe("RGN");
    }
  });

  it("accepts city names in English and Myanmar, any case", async () => {
    expect((await offersFor({ ...base, from: "yangon", to: "မန္တလေး" })).length).toBeGreaterThan(0);
  });

  it("states each fare's refund, change and no-show rules for the whole party", async () => {
    const [promotion] = await offersFor({ ...base, departureDate: "2026-12-02", limit: 1 });
    expect(promotion?.travelerPricings[0]?.fareDetailsBySegment[0]?.class).toBe("V");
    expect(promotion?.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare).toBe("PROMOTION");
    expect(promotion?.fareRules).toEqual({
      currency: "USD",
      rules: [
        { category: "REFUND", notApplicable: true },
        { category: "EXCHANGE", maxPenaltyAmount: "50.00" },
        { category: "NO_SHOW", notApplicable: true },
      ],
    });
    const [business] = await offersFor({
      ...base,
      departureDate: "2026-12-02",
      adults: 2,
      travelClass: "J",
      limit: 1,
    });
    expect(business?.travelerPricings[0]?.fareDetailsBySegment[0]?.class).toBe("D");
    expect(business?.fareRules?.rules).toEqual([
      { category: "REFUND", maxPenaltyAmount: "150.00" },
      { category: "EXCHANGE", maxPenaltyAmount: "0.00" },
      { category: "NO_SHOW", maxPenaltyAmount: "150.00" },
    ]);
  });

  it("raises the price as seats sell", async () => {
    const [before] = await offersFor({ ...base, limit: 1 });
    if (!before) throw new Error("no offer");
    const flightKey = flightKeyOf(before);
    (t.deps.flights as unknown as { memory: MemoryInventory }).memory.adjust(flightKey, "Y", 60);
    const after = (await offersFor({ ...base, limit: 10 })).find((o) => o.id === before.id);
    expect(toCents(after?.price.grandTotal ?? "")).toBeGreaterThan(toCents(before.price.grandTotal) ?? 0);
    expect(after?.travelerPricings[0]?.fareDetailsBySegment[0]?.class).not.toBe(
      before.travelerPricings[0]?.fareDetailsBySegment[0]?.class,
    );
  });

  it.each([
    [{ from: "XXX" }, "Unknown airport or city: XXX"],
    [{ to: "RGN" }, "Departure and destination must be different"],
    [{ departureDate: "2026-11-01" }, "Departure date cannot be in the past"],
    [{ returnDate: "2026-11-30" }, "Return date cannot be earlier than departure date"],
    [{ adults: 10 }, "Adults must be between 1 and 9"],
    [{ children: -1 }, "Children must be between 0 and 9"],
    [{ to: "BKK" }, "A domestic search needs airports in Myanmar; choose International"],
    [{ travelType: 3 }, "Please select either Domestic or International flight"],
    [{ travelClass: "LUXURY" }, "Please select a cabin class"],
  ])("answers 400 for %o", async (change, message) => {
    const res = await search({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it("answers an empty list when nothing flies", async () => {
    expect(await offersFor({ ...base, travelType: 2, to: "NRT", travelClass: "F" })).toEqual([]);
  });
});

describe("GET /apis/flights/cheapest-dates", () => {
  it("gives one price per day centred on the date, null before today", async () => {
    const query = { travelType: "1", from: "RGN", to: "MDL", departureDate: "2026-11-24", days: "5" };
    const res = expectStatus(await t.api(cheapestDates, { query }), 200);
    expect(res.body.data.map((d) => d.date)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(res.body.data[0]?.price).toBeNull();
    expect(res.body.data[2]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it("prices neighbouring days differently, as the weekday and season move fares", async () => {
    const query = { travelType: "1", from: "RGN", to: "MDL", departureDate: "2026-12-15", days: "12" };
    const days = expectStatus(await t.api(cheapestDates, { query }), 200).body.data;
    expect(days).toHaveLength(12);
    const prices = days.map((d) => d.price);
    expect(prices).not.toContain(null);
    expect(new Set(prices).size).toBeGreaterThanOrEqual(5);
    // Each day's price is the cheapest offer that day's search answers.
    const [friday] = await offersFor({ ...base, departureDate: "2026-12-18" });
    expect(days.find((d) => d.date === "2026-12-18")?.price).toBe(friday?.price.grandTotal);
  });

  it("refuses a bad day count", async () => {
    const query = { travelType: "1", from: "RGN", to: "MDL", departureDate: "2026-12-01", days: "40" };
    expect((await t.api(cheapestDates, { query })).status).toBe(400);
  });
});

describe("GET /apis/airports", () => {
  it("matches codes, English and Myanmar names", async () => {
    expect((await airports("nyu"))[0]?.iataCode).toBe("NYU");
    expect((await airports("bagan"))[0]).toMatchObject({ iataCode: "NYU", domestic: true });
    expect((await airports("ရန်ကုန်"))[0]?.iataCode).toBe("RGN");
    expect((await airports("Bangkok")).map((a) => a.iataCode)).toEqual(["BKK", "DMK"]);
    // A country by its start only: "yan" is Yangon, not every airport in "Myanmar".
    expect((await airports("yan")).map((a) => a.iataCode)).toEqual(["RGN"]);
    const myanmar = await airports("myan");
    expect(myanmar.length).toBeGreaterThan(5);
    expect(myanmar.every((a) => a.countryCode === "MM")).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents every flight route with the statuses it answers", async () => {
    const { paths } = await readOpenApi(t);
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses("/apis/flights/search/one-ways", "get")).toEqual(["200", "400"]);
    expect(statuses("/apis/flights/booking", "post")).toEqual(["201", "400", "401", "403", "409", "415"]);
    expect(statuses("/apis/flights/booking", "get")).toEqual(["200", "400", "401", "403"]);
    expect(statuses("/apis/flights/booking/{id}", "get")).toEqual(["200", "400", "401", "404"]);
    expect(statuses("/apis/flights/booking/send-email/{id}", "post")).toEqual([
      "200",
      "400",
      "401",
      "404",
      "409",
      "429",
    ]);
    expect(statuses("/apis/flights/booking/{id}/eticket.pdf", "get")).toEqual([
      "200",
      "400",
      "401",
      "404",
      "409",
    ]);
    expect(paths["/apis/airports"]?.get).toBeDefined();
    expect(paths["/apis/flights/cheapest-dates"]?.get).toBeDefined();
  });
});
