import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import { isPublishedConnection, nonstopMinutes, publishedConnections } from "./connections.ts";
import { MemoryInventory } from "./inventory.ts";
import { MIN_CONNECTION_MINUTES } from "./itineraries.ts";
import { airport } from "./reference.ts";
import { flightDefinition } from "./schedule.ts";
import { searchOffers } from "./search.ts";
import { TEST_NOW } from "./testing.ts";

const def = (n: string) => {
  const found = flightDefinition(n);
  if (!found) throw new Error(`no ${n}`);
  return found;
};

const oneWay = (from: string, to: string, departureDate = "2026-12-01") =>
  searchOffers(
    new MemoryInventory(),
    {
      origins: [airport(from)].filter((a) => a !== undefined),
      destinations: [airport(to)].filter((a) => a !== undefined),
      departureDate,
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      cabin: "Y",
      limit: 50,
      fareType: "foreigner",
    },
    TEST_NOW,
  );
const segmentsOf = (offer: FlightOffer) => offer.itineraries[0]?.segments ?? [];
const minutes = (from: string, to: string) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000;

describe("published connections", () => {
  it("are listed both ways, online only, at the hub the carrier names", () => {
    expect(publishedConnections("BKK", "RGN")).toEqual([{ carrier: "MH", via: "KUL" }]);
    expect(isPublishedConnection(def("MH741"), def("MH796"))).toBe(true);
    expect(isPublishedConnection(def("MH797"), def("MH742"))).toBe(true);
    expect(isPublishedConnection(def("MH741"), def("MH602"))).toBe(true);
    // Another carrier's onward flight, or a hub nobody publishes, is no through journey.
    expect(isPublishedConnection(def("UB301"), def("K7263"))).toBe(false);
    expect(isPublishedConnection(def("7Y132"), def("8M231"))).toBe(false);
    expect(nonstopMinutes("BKK", "RGN")).toBe(85);
  });

  const sameFlight = (o: FlightOffer) =>
    new Set(segmentsOf(o).map((s) => `${s.carrierCode}${s.number}`)).size === 1;
  it.each([
    ["RGN", "BKK"],
    ["BKK", "RGN"],
    ["RGN", "SIN"],
    ["SIN", "RGN"],
    ["RGN", "MDL"],
    ["MDL", "RGN"],
  ])("%s to %s offers nonstop and one-stop flights on the same day", (from, to) => {
    const offers = oneWay(from, to);
    const nonstop = offers.filter((o) => segmentsOf(o).length === 1);
    // A flight that stops on its way (one number, one aircraft) is no connection.
    const oneStop = offers.filter((o) => segmentsOf(o).length === 2 && !sameFlight(o));
    expect(nonstop.length).toBeGreaterThan(0);
    expect(oneStop.length).toBeGreaterThan(0);
    for (const offer of oneStop) {
      const [first, second] = segmentsOf(offer);
      expect(first?.carrierCode).toBe(second?.carrierCode);
      expect(first?.arrival.iataCode).toBe(second?.departure.iataCode);
      // Local times at the hub are in one zone, so the layover is their difference.
      const layover = minutes(first?.arrival.at ?? "", second?.departure.at ?? "");
      expect(layover).toBeGreaterThanOrEqual(MIN_CONNECTION_MINUTES);
      expect(layover).toBeLessThanOrEqual(3 * 60);
    }
    // A one-stop journey is sold below the dearest nonstop flight.
    const cents = (o: FlightOffer) => toCents(o.price.grandTotal) ?? 0;
    expect(Math.min(...oneStop.map(cents))).toBeLessThan(Math.max(...nonstop.map(cents)));
  });

  it("abroad, the cheapest way is a connection; at home a nonstop flight stays cheapest", () => {
    expect(segmentsOf(oneWay("RGN", "BKK")[0] as FlightOffer)).toHaveLength(2);
    expect(segmentsOf(oneWay("RGN", "SIN")[0] as FlightOffer)).toHaveLength(2);
    expect(segmentsOf(oneWay("RGN", "MDL")[0] as FlightOffer)).toHaveLength(1);
  });

  it("are the same on every search", () => {
    expect(oneWay("RGN", "BKK", "2026-12-10")).toEqual(oneWay("RGN", "BKK", "2026-12-10"));
  });
});
