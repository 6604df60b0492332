import { describe, expect, it } from "vitest";
import { toCents } from "../../src/domain/money.ts";
import { AIRPORTS } from "./datasets/airports.ts";
import { MIN_CONNECTION_MINUTES } from "./itineraries.ts";
import type { PricedItinerary } from "./offer.ts";
import { fits, pairOutbounds, returnsThatFit, roundTripOutbounds, roundTripReturns } from "./round-trip.ts";
import type { FlightInstance } from "./schedule.ts";
import { type OfferSearch, searchOffers } from "./search.ts";
import { TEST_NOW } from "./testing.ts";

const HOUR = 3_600_000;
/** A direction flown from `departs` to `lands` (hours into the day) for `dollars`. */
const leg = (name: string, departs: number, lands: number, dollars: number): PricedItinerary => ({
  flights: [
    {
      flightNumber: name,
      date: "2026-12-01",
      departUtc: departs * HOUR,
      arriveUtc: lands * HOUR,
    } as FlightInstance,
  ],
  fares: [],
  totalCents: dollars * 100,
  fareType: null,
});
const names = (its: readonly PricedItinerary[]) => its.map((it) => it.flights[0]?.flightNumber);

describe("fits", () => {
  const out = leg("OUT", 8, 10, 100);
  it("takes a return leaving the minimum connection after the outbound lands, not a minute sooner", () => {
    const minimum = 10 + MIN_CONNECTION_MINUTES / 60;
    expect(fits(out, leg("ON TIME", minimum, minimum + 2, 50))).toBe(true);
    expect(fits(out, leg("TOO SOON", minimum - 1 / 60, minimum + 2, 50))).toBe(false);
    expect(fits(out, leg("BEFORE", 6, 8, 50))).toBe(false);
  });
});

describe("returnsThatFit", () => {
  it("lists every return that fits, cheapest first, the earlier one on a tie", () => {
    const out = leg("OUT", 8, 10, 100);
    const inbound = [
      leg("LATE", 18, 20, 60),
      leg("EARLY", 9, 11, 10),
      leg("NOON", 12, 14, 60),
      leg("CHEAP", 15, 17, 40),
    ];
    expect(names(returnsThatFit(out, inbound))).toEqual(["CHEAP", "NOON", "LATE"]);
  });

  it("answers none when no return fits", () => {
    expect(returnsThatFit(leg("OUT", 20, 22, 100), [leg("MORNING", 7, 9, 10)])).toEqual([]);
  });
});

describe("pairOutbounds", () => {
  it("pairs each outbound with its cheapest fitting return, cheapest whole trip first", () => {
    const outbound = [leg("DEAR", 6, 8, 150), leg("LATE", 14, 16, 90), leg("CHEAP", 7, 9, 100)];
    const inbound = [leg("BARGAIN", 10, 12, 20), leg("EVENING", 18, 20, 80)];
    const pairs = pairOutbounds(outbound, inbound);
    // CHEAP + BARGAIN 120, DEAR + BARGAIN 170, LATE + EVENING 170 (LATE leaves later).
    expect(pairs.map(([o, r]) => `${o.flights[0]?.flightNumber}+${r.flights[0]?.flightNumber}`)).toEqual([
      "CHEAP+BARGAIN",
      "DEAR+BARGAIN",
      "LATE+EVENING",
    ]);
  });

  it("leaves out an outbound that no return fits", () => {
    const pairs = pairOutbounds(
      [leg("MORNING", 7, 9, 100), leg("NIGHT", 21, 23, 50)],
      [leg("NOON", 12, 14, 40)],
    );
    expect(pairs.map(([o]) => o.flights[0]?.flightNumber)).toEqual(["MORNING"]);
  });
});

describe("round trips from the inventory", () => {
  const airport = (code: string) => AIRPORTS.filter((a) => a.iataCode === code);
  const state = { sold: () => 0, override: () => undefined };
  // A day trip: the returns of the same day only fit the earlier outbounds.
  const search: OfferSearch & { returnDate: string } = {
    origins: airport("RGN"),
    destinations: airport("MDL"),
    departureDate: "2026-12-05",
    returnDate: "2026-12-05",
    adults: 2,
    children: 1,
    infants: 0,
    cabin: "Y",
    limit: 0,
    fareType: "citizen",
  };
  const cents = (price: string) => toCents(price) ?? 0;

  it("lists outbounds cheapest whole trip first, each priced with a return that fits it", () => {
    const outbounds = roundTripOutbounds(state, search, TEST_NOW);
    expect(outbounds.length).toBeGreaterThan(1);
    const totals = outbounds.map((o) => cents(o.offer.price.grandTotal));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    for (const { outboundId, offer } of outbounds) {
      expect(offer.itineraries).toHaveLength(2);
      expect(offer.id.startsWith(`${outboundId}~`)).toBe(true);
      const landed = Date.parse(`${offer.itineraries[0]?.segments.at(-1)?.arrival.at}+06:30`);
      const leaves = Date.parse(`${offer.itineraries[1]?.segments[0]?.departure.at}+06:30`);
      expect(leaves - landed).toBeGreaterThanOrEqual(MIN_CONNECTION_MINUTES * 60_000);
    }
    // One entry per outbound.
    expect(new Set(outbounds.map((o) => o.outboundId)).size).toBe(outbounds.length);
  });

  it("prices the trip as the combined search prices the same pair", () => {
    const combined = searchOffers(state, { ...search, limit: 50 }, TEST_NOW);
    for (const { offer } of roundTripOutbounds(state, search, TEST_NOW)) {
      const same = combined.find((c) => c.id === offer.id);
      if (same) expect(same.price).toEqual(offer.price);
    }
    const [cheapest] = roundTripOutbounds(state, search, TEST_NOW);
    expect(cheapest?.offer.price.grandTotal).toBe(combined[0]?.price.grandTotal);
  });

  it("lists every return that fits the chosen outbound, starting with the whole trip the outbound showed", () => {
    const outbounds = roundTripOutbounds(state, search, TEST_NOW);
    const chosen = outbounds.at(-1);
    if (!chosen) throw new Error("outbounds expected");
    const returns = roundTripReturns(state, search, chosen.outboundId, TEST_NOW) ?? [];
    expect(returns[0]?.price.grandTotal).toBe(chosen.offer.price.grandTotal);
    const totals = returns.map((o) => cents(o.price.grandTotal));
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);
    for (const offer of returns) expect(offer.id.startsWith(`${chosen.outboundId}~`)).toBe(true);
  });

  it("answers null for an outbound that is not one of the search's", () => {
    const [first] = roundTripOutbounds(state, search, TEST_NOW);
    const id = first?.outboundId ?? "";
    expect(roundTripReturns(state, search, id.replace("2026-12-05", "2026-12-06"), TEST_NOW)).toBeNull();
    expect(roundTripReturns(state, { ...search, cabin: "J" }, id, TEST_NOW)).toBeNull();
    expect(roundTripReturns(state, search, "Y~XX999@2026-12-05", TEST_NOW)).toBeNull();
    expect(roundTripReturns(state, search, first?.offer.id ?? "", TEST_NOW)).toBeNull();
  });

  it("takes an outbound written for the other fare type as the same flights, priced at the search's", () => {
    const [first] = roundTripOutbounds(state, search, TEST_NOW);
    const id = first?.outboundId ?? "";
    expect(id.startsWith("Y-citizen~")).toBe(true);
    const foreigner = { ...search, fareType: "foreigner" as const };
    const returns = roundTripReturns(state, foreigner, id, TEST_NOW) ?? [];
    expect(returns.length).toBeGreaterThan(0);
    for (const offer of returns) {
      expect(offer.id.startsWith(id.replace("Y-citizen~", "Y~"))).toBe(true);
      expect(offer.fareType).toBe("foreigner");
    }
  });
});
