import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../server/testing/harness.ts";
import { readOffers } from "../domain/offer-view.ts";
import type { SearchParams } from "../domain/search-params.ts";
import { searchAirports } from "./airports.ts";
import { fetchCheapestDates } from "./cheapest-dates.ts";
import { searchOffers, searchQuery } from "./search-offers.ts";

const NOW = new Date("2026-11-23T00:00:00Z");
const params: SearchParams = {
  travelType: 2,
  from: "RGN",
  to: "BKK",
  departureDate: "2026-12-10",
  returnDate: null,
  adults: 2,
  children: 1,
  infants: 1,
  limit: 10,
  travelClass: "ECONOMY",
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  // The browser modules call the in-process API app: no mock can drift from the contract.
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    if (init?.signal?.aborted) throw init.signal.reason;
    return t.app.request(String(input instanceof Request ? input.url : input), init);
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe("searchQuery", () => {
  it("sends no infants and no return date on a one-way search", () => {
    const query = new URLSearchParams(searchQuery(params));
    expect(query.has("infants")).toBe(false);
    expect(query.has("returnDate")).toBe(false);
    expect(Object.fromEntries(query)).toMatchObject({
      adults: "2",
      children: "1",
      limit: "10",
      travelType: "2",
    });
    expect(new URLSearchParams(searchQuery({ ...params, returnDate: "2026-12-14" })).get("returnDate")).toBe(
      "2026-12-14",
    );
  });
});

describe("the search panel's calls against the API", () => {
  it("searches offers with airline names", async () => {
    const answer = await searchOffers(params);
    const offers = readOffers(answer.data);
    expect(offers?.length).toBeGreaterThan(0);
    expect(offers?.[0]?.travelerPricings).toHaveLength(3);
    expect(answer.carriers["8M"]).toBe("Myanmar Airways International");
  });

  it("fetches the cheapest fare of each day", async () => {
    const days = await fetchCheapestDates(params, 12);
    expect(days).toHaveLength(12);
    expect(days.some((d) => d.date === "2026-12-10" && d.price !== null)).toBe(true);
  });

  it("finds airports by Myanmar city name", async () => {
    const [first] = await searchAirports("မန္တလေး");
    expect(first).toMatchObject({ iataCode: "MDL", city: "Mandalay", domestic: true });
  });

  it("stops a question the combobox no longer needs", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(searchAirports("yan", controller.signal)).rejects.toMatchObject({ name: "ApiError" });
  });
});
