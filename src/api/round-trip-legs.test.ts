import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "../../server/flights/testing.ts";
import { setUpTestContext } from "../../server/testing/harness.ts";
import { OUTBOUND_KEY } from "../domain/round-trip-legs.ts";
import { searchToQuery } from "../domain/search-query.ts";
import { searchParams } from "../domain/test-data.ts";
import { legsQuery, OUTBOUNDS_PATH, RETURNS_PATH } from "./round-trip-call.ts";
import { searchOutbounds, searchReturns } from "./round-trip-legs.ts";

const trip = searchParams({
  travelType: 1,
  to: "MDL",
  departureDate: "2026-12-10",
  returnDate: "2026-12-14",
  fareType: "citizen",
});

const t = setUpTestContext({ now: () => TEST_NOW });
/** The leg calls the browser modules made. */
const calls: string[] = [];
beforeAll(() => {
  // The browser modules call the in-process API app: no mock can drift from the contract.
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/search/")) calls.push(url);
    return t.app.request(url, init);
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the leg calls", () => {
  it("list the outbounds, then the returns of one, each card with its whole trip", async () => {
    const outbounds = await searchOutbounds(trip);
    const [card] = outbounds.offers ?? [];
    expect(card?.itineraries).toHaveLength(1);
    expect(outbounds.trips.get(card?.id ?? "")?.itineraries).toHaveLength(2);
    const returns = await searchReturns(trip, card?.id ?? "");
    expect(returns.offers?.length).toBeGreaterThan(0);
    expect(calls.at(-1)).toBe(`${RETURNS_PATH}?${legsQuery(trip, card?.id)}`);
    expect(new URLSearchParams(legsQuery(trip)).has("limit")).toBe(false);
  });
});

describe("the /flights page's early search on a round trip", () => {
  /** Runs the head script on an address, as the page's build gives it (AppPage.astro). */
  const root = { dataset: {} as Record<string, string> };
  const runHead = async (query: Record<string, string>) => {
    vi.stubGlobal("location", { search: `?${new URLSearchParams(query)}` });
    root.dataset = {};
    vi.stubGlobal("document", { documentElement: root });
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("SEARCH_URL", "/apis/flights/search/one-ways");
    vi.stubGlobal("OUTBOUNDS_URL", OUTBOUNDS_PATH);
    vi.stubGlobal("RETURNS_URL", RETURNS_PATH);
    vi.stubGlobal("TIMEOUT_MS", 20_000);
    vi.stubGlobal("LIMIT", trip.limit);
    calls.length = 0;
    vi.resetModules();
    await import("./early-search.ts");
  };

  it("asks for the outbounds the app will ask for, which the app then takes once", async () => {
    await runHead({ ...searchToQuery(trip), sort: "time" });
    expect(calls).toEqual([`${OUTBOUNDS_PATH}?${legsQuery(trip)}`]);
    // The page is marked for the step before its first paint (results-mark.ts).
    expect(root.dataset).toEqual({ trip: "outbound", fare: "citizen" });
    expect((await searchOutbounds(trip)).offers?.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it("asks for the returns of the outbound in the address", async () => {
    const [card] = (await searchOutbounds(trip)).offers ?? [];
    const outbound = card?.id ?? "";
    await runHead({ ...searchToQuery(trip), [OUTBOUND_KEY]: outbound });
    expect(calls).toEqual([`${RETURNS_PATH}?${legsQuery(trip, outbound)}`]);
    expect(root.dataset.trip).toBe("return");
    expect((await searchReturns(trip, outbound)).offers?.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });
});
