import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDuration } from "../../../src/domain/duration.ts";
import { toCents } from "../../../src/domain/money.ts";
import type { MemoryInventory } from "../../flights/inventory.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";

// Monday 23 November 2026, 06:30 in Yangon.
const NOW = new Date("2026-11-23T00:00:00Z");
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) =>
  t.call(
    "GET",
    `/apis/flights/search/one-ways?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );
const base = { travelType: 1, from: "RGN", to: "MDL", departureDate: "2026-12-01", adults: 1, children: 0 };

describe("GET /apis/flights/search/one-ways", () => {
  it("answers Amadeus-shaped offers, cheapest first", async () => {
    const res = await search(base);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ count: res.body.data.length, currency: "USD" });
    expect(res.body.dictionaries.carriers).toMatchObject({ UB: "Myanmar National Airlines" });
    const totals = res.body.data.map((o: { price: { grandTotal: string } }) => toCents(o.price.grandTotal));
    expect(totals.length).toBeGreaterThanOrEqual(3);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    const offer = res.body.data[0];
    expect(offer).toMatchObject({
      type: "flight-offer",
      oneWay: true,
      validatingAirlineCodes: [expect.any(String)],
    });
    const segment = offer.itineraries[0].segments[0];
    expect(segment).toMatchObject({
      departure: { iataCode: "RGN", terminal: "3" },
      arrival: { iataCode: "MDL" },
    });
    expect(offer.travelerPricings[0].fareDetailsBySegment[0]).toMatchObject({
      segmentId: "1",
      cabin: "ECONOMY",
      includedCheckedBags: { weightUnit: "KG" },
    });
  });

  it("writes local times at each end and durations across time zones", async () => {
    const res = await search({ ...base, travelType: 2, to: "BKK" });
    const offer = res.body.data.find((o: { id: string }) => o.id.includes("8M335"));
    const segment = offer.itineraries[0].segments[0];
    // 08:30 in Yangon (UTC+6:30) plus 90 minutes is 10:30 in Bangkok (UTC+7).
    expect(segment.departure.at).toBe("2026-12-01T08:30:00");
    expect(segment.arrival.at).toBe("2026-12-01T10:30:00");
    expect(segment.duration).toBe("PT1H30M");
    expect(segment.departure.terminal).toBe("1");
  });

  it("connects through a hub where no direct flight exists", async () => {
    const res = await search({ ...base, travelType: 2, from: "MDL", to: "SIN" });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const offer of res.body.data) {
      const [first, second] = offer.itineraries[0].segments;
      expect(first.arrival.iataCode).toBe("RGN");
      expect(second.departure.iataCode).toBe("RGN");
      expect(second.departure.at > first.arrival.at).toBe(true);
      const total = parseDuration(offer.itineraries[0].duration) ?? 0;
      expect(total).toBeGreaterThan(
        (parseDuration(first.duration) ?? 0) + (parseDuration(second.duration) ?? 0),
      );
    }
  });

  it("prices children below adults and counts every traveller", async () => {
    const res = await search({ ...base, adults: 2, children: 1, limit: 1 });
    const [offer] = res.body.data;
    expect(offer.travelerPricings.map((p: { travelerType: string }) => p.travelerType)).toEqual([
      "ADULT",
      "ADULT",
      "CHILD",
    ]);
    const [adult, , child] = offer.travelerPricings;
    expect(toCents(child.price.base)).toBeLessThan(toCents(adult.price.base) ?? 0);
    const sum = offer.travelerPricings.reduce(
      (s: number, p: { price: { total: string } }) => s + (toCents(p.price.total) ?? 0),
      0,
    );
    expect(sum).toBe(toCents(offer.price.grandTotal));
  });

  it("combines outbound and return for a round trip and keeps the limit", async () => {
    const res = await search({ ...base, travelType: 2, to: "Bangkok", returnDate: "2026-12-05", limit: 4 });
    expect(res.body.data).toHaveLength(4);
    for (const offer of res.body.data) {
      expect(offer.oneWay).toBe(false);
      expect(offer.itineraries).toHaveLength(2);
      expect(["BKK", "DMK"]).toContain(offer.itineraries[1].segments[0].departure.iataCode);
      expect(offer.itineraries[1].segments.at(-1).arrival.iataCode).toBe("RGN");
    }
  });

  it("accepts city names in English and Myanmar, any case", async () => {
    const res = await search({ ...base, from: "yangon", to: "မန္တလေး" });
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  it("states each fare's refund and change rules for the whole party", async () => {
    const saver = (await search({ ...base, departureDate: "2026-12-02", limit: 1 })).body.data[0];
    expect(saver.travelerPricings[0].fareDetailsBySegment[0].class).toBe("V");
    expect(saver.fareRules).toEqual({
      currency: "USD",
      rules: [
        { category: "REFUND", notApplicable: true },
        { category: "EXCHANGE", maxPenaltyAmount: "50.00" },
      ],
    });
    const business = (
      await search({ ...base, departureDate: "2026-12-02", adults: 2, travelClass: "J", limit: 1 })
    ).body.data[0];
    expect(business.travelerPricings[0].fareDetailsBySegment[0].class).toBe("D");
    expect(business.fareRules.rules).toEqual([
      { category: "REFUND", maxPenaltyAmount: "150.00" },
      { category: "EXCHANGE", maxPenaltyAmount: "0.00" },
    ]);
  });

  it("raises the price as seats sell", async () => {
    const before = (await search({ ...base, limit: 1 })).body.data[0];
    const flightKey = before.id.split("~")[1];
    (t.deps.flights as unknown as { memory: MemoryInventory }).memory.adjust(flightKey, "Y", 60);
    const after = (await search({ ...base, limit: 10 })).body.data.find(
      (o: { id: string }) => o.id === before.id,
    );
    expect(toCents(after.price.grandTotal)).toBeGreaterThan(toCents(before.price.grandTotal) ?? 0);
    expect(after.travelerPricings[0].fareDetailsBySegment[0].class).not.toBe(
      before.travelerPricings[0].fareDetailsBySegment[0].class,
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
    const res = await search({ ...base, travelType: 2, to: "NRT", travelClass: "F" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });
});

describe("GET /apis/flights/cheapest-dates", () => {
  it("gives one price per day centred on the date, null before today", async () => {
    const res = await t.call(
      "GET",
      "/apis/flights/cheapest-dates?travelType=1&from=RGN&to=MDL&departureDate=2026-11-24&days=5",
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { date: string }) => d.date)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(res.body.data[0].price).toBeNull();
    expect(res.body.data[2].price).toMatch(/^\d+\.\d{2}$/);
  });

  it("refuses a bad day count", async () => {
    const res = await t.call(
      "GET",
      "/apis/flights/cheapest-dates?travelType=1&from=RGN&to=MDL&departureDate=2026-12-01&days=40",
    );
    expect(res.status).toBe(400);
  });
});

describe("GET /apis/airports", () => {
  it("matches codes, English and Myanmar names", async () => {
    expect((await t.call("GET", "/apis/airports?q=nyu")).body.data[0].iataCode).toBe("NYU");
    expect((await t.call("GET", "/apis/airports?q=bagan")).body.data[0]).toMatchObject({
      iataCode: "NYU",
      domestic: true,
    });
    expect(
      (await t.call("GET", `/apis/airports?q=${encodeURIComponent("ရန်ကုန်")}`)).body.data[0].iataCode,
    ).toBe("RGN");
    const bangkok = (await t.call("GET", "/apis/airports?q=Bangkok")).body.data.map(
      (a: { iataCode: string }) => a.iataCode,
    );
    expect(bangkok).toEqual(["BKK", "DMK"]);
    // A country by its start only: "yan" is Yangon, not every airport in "Myanmar".
    const yan = (await t.call("GET", "/apis/airports?q=yan")).body.data.map(
      (a: { iataCode: string }) => a.iataCode,
    );
    expect(yan).toEqual(["RGN"]);
    const myanmar = (await t.call("GET", "/apis/airports?q=myan")).body.data;
    expect(myanmar.length).toBeGreaterThan(5);
    expect(myanmar.every((a: { countryCode: string }) => a.countryCode === "MM")).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents every flight route with the statuses it answers", async () => {
    const { paths } = (await t.call("GET", "/apis/openapi.json")).body;
    const statuses = (path: string, method: string) => Object.keys(paths[path][method].responses).sort();
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
    expect(paths["/apis/airports"].get).toBeDefined();
    expect(paths["/apis/flights/cheapest-dates"].get).toBeDefined();
  });
});
