import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "../../server/flights/testing.ts";
import { setUpTestContext } from "../../server/testing/harness.ts";
import { searchToQuery } from "../domain/search-query.ts";
import { searchParams } from "../domain/test-data.ts";
import { searchAirports } from "./airports.ts";
import { fetchCheapestDates } from "./cheapest-dates.ts";
import { searchQuery } from "./search-call.ts";
import { searchOffers } from "./search-offers.ts";

const params = searchParams({ departureDate: "2026-12-10", adults: 2, children: 1, infants: 1 });

const t = setUpTestContext({ now: () => TEST_NOW });
/** The search calls the browser modules made. */
const searches: string[] = [];
beforeAll(() => {
  // The browser modules call the in-process API app: no mock can drift from the contract.
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    if (init?.signal?.aborted) throw init.signal.reason;
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/search/one-ways")) searches.push(url);
    return t.app.request(url, init);
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("searchQuery", () => {
  it("sends infants on lap when there are any, and no return date on a one-way search", () => {
    const query = new URLSearchParams(searchQuery(params));
    expect(query.has("returnDate")).toBe(false);
    expect(Object.fromEntries(query)).toMatchObject({
      adults: "2",
      children: "1",
      infants: "1",
      limit: "10",
      travelType: "2",
    });
    expect(new URLSearchParams(searchQuery({ ...params, infants: 0 })).has("infants")).toBe(false);
    expect(new URLSearchParams(searchQuery({ ...params, returnDate: "2026-12-14" })).get("returnDate")).toBe(
      "2026-12-14",
    );
  });

  it("sends the search's fare type, so the API prices for citizens or foreigners", async () => {
    expect(new URLSearchParams(searchQuery({ ...params, fareType: "citizen" })).get("fareType")).toBe(
      "citizen",
    );
    const home = { ...params, travelType: 1 as const, to: "MDL" };
    const [citizen] = (await searchOffers({ ...home, fareType: "citizen" })).offers ?? [];
    const [foreigner] = (await searchOffers({ ...home, fareType: "foreigner" })).offers ?? [];
    expect(citizen?.fareType).toBe("citizen");
    expect(foreigner?.fareType).toBe("foreigner");
    const [citizenDay] = await fetchCheapestDates({ ...home, fareType: "citizen" }, 1);
    expect(citizenDay?.price).toBe(citizen?.price.grandTotal);
  });
});

describe("the /flights page's early search (its head script)", () => {
  /** Runs the head script on an address, as the page's build gives it (AppPage.astro). */
  const runHead = async (query: URLSearchParams) => {
    vi.stubGlobal("location", { search: `?${query}` });
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("SEARCH_URL", "/apis/flights/search/one-ways");
    vi.stubGlobal("TIMEOUT_MS", 20_000);
    vi.stubGlobal("LIMIT", params.limit);
    searches.length = 0;
    vi.resetModules();
    await import("./early-search.ts");
  };

  it("asks for the very query the API module sends, from the address a search writes; the module takes it once", async () => {
    const citizen = { ...params, fareType: "citizen" as const };
    await runHead(new URLSearchParams({ ...searchToQuery(citizen), sort: "time" }));
    expect(searches).toEqual([`/apis/flights/search/one-ways?${searchQuery(citizen)}`]);
    const first = await searchOffers(citizen);
    expect(first.offers?.length).toBeGreaterThan(0);
    expect(searches).toHaveLength(1);
    // A later search (the date strip, Try again) asks anew.
    await searchOffers(citizen);
    expect(searches).toHaveLength(2);
  });

  it("asks a link without a fare type at the Country setting's, as the app will", async () => {
    vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "country" ? "foreigner" : null) });
    await runHead(new URLSearchParams(searchToQuery(params)));
    const foreigner = { ...params, fareType: "foreigner" as const };
    expect(searches).toEqual([`/apis/flights/search/one-ways?${searchQuery(foreigner)}`]);
    expect((await searchOffers(foreigner)).offers?.length).toBeGreaterThan(0);
    expect(searches).toHaveLength(1);
  });
});

describe("the search panel's calls against the API", () => {
  it("searches offers with airline names, priced for every traveller, the infant on lap too", async () => {
    const answer = await searchOffers(params);
    const offers = answer.offers;
    expect(offers?.length).toBeGreaterThan(0);
    expect(offers?.[0]?.travelerPricings.map((p) => p.travelerType)).toEqual([
      "ADULT",
      "ADULT",
      "CHILD",
      "HELD_INFANT",
    ]);
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
