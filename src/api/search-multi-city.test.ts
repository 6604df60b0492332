import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_NOW } from "../../server/flights/testing.ts";
import { setUpTestContext } from "../../server/testing/harness.ts";
import { multiCityParams } from "../domain/test-data.ts";
import { searchOffers } from "./search-offers.ts";

const t = setUpTestContext({ now: () => TEST_NOW });
/** The addresses the browser modules asked for. */
const calls: string[] = [];
beforeAll(() => {
  // The browser modules call the in-process API app: no mock can drift from the contract.
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    return t.app.request(url, init);
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("searchOffers with legs", () => {
  it("asks the multi-city call and answers complete trips priced for the party and fare type", async () => {
    const params = multiCityParams("2026-12-10", { adults: 2, infants: 1, fareType: "citizen" });
    const answer = await searchOffers(params);
    expect(calls.at(-1)).toContain("/apis/flights/search/multi-city?");
    const sent = new URL(calls.at(-1) ?? "", "http://x").searchParams;
    expect(sent.get("legs")).toBe(
      "RGN-NYU-2026-12-10_NYU-MDL-2026-12-13_MDL-HEH-2026-12-16_HEH-RGN-2026-12-19",
    );
    const [cheapest] = answer.offers ?? [];
    expect(cheapest?.itineraries.map((it) => it.segments[0]?.departure.iataCode)).toEqual([
      "RGN",
      "NYU",
      "MDL",
      "HEH",
    ]);
    expect(cheapest?.fareType).toBe("citizen");
    expect(cheapest?.travelerPricings.map((p) => p.travelerType)).toEqual(["ADULT", "ADULT", "HELD_INFANT"]);
  });
});
