import { describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { legsToQuery } from "../../../src/domain/multi-city.ts";
import { multiCityParams } from "../../../src/domain/test-data.ts";
import { TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { searchMultiCityRoute } from "./multi-city.routes.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

/** Yangon, Bagan, Mandalay, Heho and back, from 10 December (TEST_NOW is 23 November). */
const circuit = multiCityParams("2026-12-10").legs ?? [];
const trip = { travelType: "1", adults: "1", children: "0", travelClass: "Y" };
const search = (query: Record<string, string | string[]>) => t.api(searchMultiCityRoute, { query });
const refusal = async (query: Record<string, string | string[]>) =>
  expectStatus(await search({ ...trip, ...query }), 400).body.message;
const leg = (from: string, to: string, date: string) => `${from}-${to}-${date}`;

describe("GET /apis/flights/search/multi-city", () => {
  it("answers complete trips, cheapest first, one itinerary per leg in order", async () => {
    const res = expectStatus(await search({ ...trip, legs: legsToQuery(circuit) }), 200);
    const offers = res.body.data;
    expect(offers.length).toBeGreaterThanOrEqual(3);
    expect(res.body.meta).toEqual({ count: offers.length, currency: "USD" });
    const totals = offers.map((o) => toCents(o.price.grandTotal) ?? 0);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    for (const offer of offers) {
      expect(offer.oneWay).toBe(false);
      expect(offer.itineraries).toHaveLength(4);
      // The id names each leg's flights, one part per leg after the cabin.
      expect(offer.id.split("~")).toHaveLength(5);
      offer.itineraries.forEach((itinerary, i) => {
        const want = circuit[i];
        expect(itinerary.segments[0]?.departure.iataCode).toBe(want?.from);
        expect(itinerary.segments.at(-1)?.arrival.iataCode).toBe(want?.to);
        expect(itinerary.segments[0]?.departure.at.slice(0, 10)).toBe(want?.departureDate);
      });
    }
    expect(Object.keys(res.body.dictionaries.carriers).length).toBeGreaterThan(0);
  });

  it("never pairs a leg with a flight that leaves before the previous leg has landed", async () => {
    // Bagan then Heho on the same day: only the morning Yangon flight lands before 7Y 161 leaves.
    const legs = [leg("RGN", "NYU", "2026-12-10"), leg("NYU", "HEH", "2026-12-10")];
    const offers = expectStatus(await search({ ...trip, legs }), 200).body.data;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const landed = Date.parse(`${offer.itineraries[0]?.segments.at(-1)?.arrival.at}+06:30`);
      const leaves = Date.parse(`${offer.itineraries[1]?.segments[0]?.departure.at}+06:30`);
      expect(leaves - landed).toBeGreaterThanOrEqual(60 * 60_000);
    }
    // The later Yangon flight (K7 242, 13:00) would be cheaper or dearer, but it cannot make it.
    expect(offers.some((o) => o.id.includes("K7242@2026-12-10~7Y161"))).toBe(false);
  });

  it("takes repeated legs as the joined value, and an open jaw", async () => {
    const joined = expectStatus(await search({ ...trip, legs: legsToQuery(circuit) }), 200).body.data;
    const repeated = expectStatus(await search({ ...trip, legs: circuit.map((l) => legsToQuery([l])) }), 200)
      .body.data;
    expect(repeated.map((o) => o.id)).toEqual(joined.map((o) => o.id));
    const openJaw = [leg("RGN", "MDL", "2026-12-10"), leg("HEH", "RGN", "2026-12-14")];
    const offers = expectStatus(await search({ ...trip, legs: openJaw }), 200).body.data;
    expect(offers[0]?.itineraries.map((it) => it.segments[0]?.departure.iataCode)).toEqual(["RGN", "HEH"]);
  });

  it("prices the whole party and cabin over every leg", async () => {
    const legs = legsToQuery(circuit.slice(0, 2));
    const one = expectStatus(await search({ ...trip, legs }), 200).body.data[0];
    const three = expectStatus(await search({ ...trip, legs, adults: "2", children: "1" }), 200).body.data[0];
    expect(three?.travelerPricings.map((p) => p.travelerType)).toEqual(["ADULT", "ADULT", "CHILD"]);
    expect(toCents(three?.price.grandTotal ?? "0")).toBeGreaterThan(
      toCents(one?.price.grandTotal ?? "0") ?? 0,
    );
  });

  it("refuses fewer than 2 or more than 5 legs", async () => {
    expect(await refusal({})).toBe("A multi-city trip needs at least 2 flights");
    expect(await refusal({ legs: leg("RGN", "NYU", "2026-12-10") })).toBe(
      "A multi-city trip needs at least 2 flights",
    );
    const six = [...circuit, ...circuit.slice(0, 2)];
    expect(await refusal({ legs: legsToQuery(six) })).toBe("A multi-city trip can have at most 5 flights");
  });

  it("refuses a bad leg, naming it", async () => {
    const [first = "", second = ""] = [leg("RGN", "NYU", "2026-12-10"), leg("NYU", "MDL", "2026-12-12")];
    expect(await refusal({ legs: [first, leg("NYU", "XYZ", "2026-12-12")] })).toBe(
      "Flight 2: Unknown airport or city: XYZ",
    );
    expect(await refusal({ legs: [first, leg("MDL", "MDL", "2026-12-12")] })).toBe(
      "Flight 2: Departure and destination must be different",
    );
    expect(await refusal({ legs: [leg("RGN", "NYU", "2026-11-20"), second] })).toBe(
      "Flight 1: Departure date cannot be in the past",
    );
    expect(await refusal({ legs: [first, leg("NYU", "MDL", "2028-01-10")] })).toBe(
      "Flight 2: Flights are on sale up to 365 days ahead",
    );
    expect(await refusal({ legs: [first, leg("NYU", "MDL", "2026-12-09")] })).toBe(
      "Flight 2: Departure date cannot be earlier than the previous flight's date",
    );
    expect(await refusal({ legs: [first, "NYU-MDL"] })).toBe("Flight 2: Please select departure date");
    expect(await refusal({ legs: [first, "NYU-MDL-12/12/2026"] })).toBe(
      "Flight 2: Departure date must be a date (YYYY-MM-DD)",
    );
  });

  it("refuses the trip's counts, cabin, fare type and a domestic search abroad", async () => {
    const legs = legsToQuery(circuit.slice(0, 2));
    expect(await refusal({ legs, adults: "10" })).toBe("Adults must be between 1 and 9");
    expect(await refusal({ legs, adults: "1", infants: "2" })).toMatch(/^Infants must be/);
    expect(await refusal({ legs, travelClass: "X" })).toBe("Please select a cabin class");
    expect(await refusal({ legs, fareType: "pirate" })).toMatch(/^Unknown fare type/);
    const abroad = [leg("RGN", "BKK", "2026-12-10"), leg("BKK", "RGN", "2026-12-15")];
    expect(await refusal({ legs: abroad })).toBe(
      "A domestic search needs airports in Myanmar; choose International",
    );
    const international = expectStatus(await search({ ...trip, travelType: "2", legs: abroad }), 200);
    expect(international.body.data.length).toBeGreaterThan(0);
  });

  it("is documented with the statuses it answers", async () => {
    const { paths } = await readOpenApi(t);
    const get = paths["/apis/flights/search/multi-city"]?.get;
    expect(Object.keys(get?.responses ?? {}).sort()).toEqual(["200", "400"]);
  });
});
