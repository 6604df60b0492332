import { describe, expect, it } from "vitest";
import type { FareType } from "../../src/domain/fare-type.ts";
import { toCents } from "../../src/domain/money.ts";
import { CITIZEN_LEVEL } from "./datasets/fares.ts";
import { SCHEDULE } from "./datasets/schedule.ts";
import { MemoryInventory } from "./inventory.ts";
import { priceSegment, segmentTotal } from "./pricing.ts";
import { airport } from "./reference.ts";
import { flightDefinition, flightInstance } from "./schedule.ts";
import { searchOffers } from "./search.ts";
import { TEST_NOW } from "./testing.ts";
import { priceThrough } from "./through-fare.ts";

const on = (flightNumber: string, date = "2026-12-01") => {
  const def = flightDefinition(flightNumber);
  const inst = def && flightInstance(def, date, { override: () => undefined });
  if (!inst) throw new Error(`${flightNumber} should fly on ${date}`);
  return inst;
};
const isDomesticFlight = (from: string, to: string) =>
  airport(from)?.countryCode === "MM" && airport(to)?.countryCode === "MM";

/** `citizen` is `foreigner` at `level` percent, but for each fare's rounding to the whole dollar. */
const expectAtLevel = (citizen: number, foreigner: number, level: number) =>
  expect(Math.abs(citizen - (foreigner * level) / 100)).toBeLessThanOrEqual(100);

const search = (from: string, to: string, fareType: FareType, returnDate: string | null = null) =>
  searchOffers(
    new MemoryInventory(),
    {
      origins: [airport(from)].filter((a) => a !== undefined),
      destinations: [airport(to)].filter((a) => a !== undefined),
      departureDate: "2026-12-01",
      returnDate,
      adults: 2,
      children: 1,
      infants: 0,
      cabin: "Y",
      limit: 50,
      fareType,
    },
    TEST_NOW,
  );

describe("the citizen levels of the fares dataset", () => {
  it("give every carrier that flies inside Myanmar a citizen fare below its foreigner fare", () => {
    const domesticCarriers = new Set(
      SCHEDULE.filter((d) => isDomesticFlight(d.from, d.to)).map((d) => d.carrierCode),
    );
    expect(domesticCarriers.size).toBeGreaterThan(0);
    for (const carrier of domesticCarriers) {
      // 2017: about half (Yangon-Bagan US$100-110 foreigner, MK67,000-81,600 citizen).
      expect(CITIZEN_LEVEL[carrier], carrier).toBeGreaterThanOrEqual(45);
      expect(CITIZEN_LEVEL[carrier], carrier).toBeLessThan(100);
    }
  });
});

describe("priceSegment by fare type", () => {
  const ub101 = on("UB101");

  it("sells a citizen the carrier's citizen level of the foreigner fare, with the same taxes", () => {
    const foreigner = priceSegment(ub101, "Y", 0, 1, "2026-11-23", "foreigner");
    const citizen = priceSegment(ub101, "Y", 0, 1, "2026-11-23", "citizen");
    if (!foreigner || !citizen) throw new Error("UB101 should price");
    expectAtLevel(citizen.adultBase, foreigner.adultBase, CITIZEN_LEVEL.UB ?? 0);
    expect(citizen.adultBase).toBeLessThan(foreigner.adultBase);
    expect(citizen.childBase).toBeLessThan(foreigner.childBase);
    expect(citizen.taxes).toEqual(foreigner.taxes);
    expect(citizen.bucket).toEqual(foreigner.bucket);
  });

  it("tells the fare types apart in the fare basis: LOC for citizens, DOM for foreigners", () => {
    expect(priceSegment(ub101, "Y", 0, 1, "2026-11-23", "citizen")?.fareBasis).toBe("V07LOCY");
    expect(priceSegment(ub101, "Y", 0, 1, "2026-11-23", "foreigner")?.fareBasis).toBe("V07DOMY");
    // No fare type (a flight of an international journey): the foreigner fare, as before.
    expect(priceSegment(ub101, "Y", 0, 1, "2026-11-23")).toEqual(
      priceSegment(ub101, "Y", 0, 1, "2026-11-23", "foreigner"),
    );
  });

  it("prices a domestic through fare at the first carrier's citizen level", () => {
    const chain = [on("UB301"), on("UB321")];
    const total = (fareType: FareType) =>
      (priceThrough(chain, "Y", [0, 0], 1, "2026-11-23", fareType) ?? []).reduce(
        (sum, f) => sum + f.adultBase,
        0,
      );
    expectAtLevel(total("citizen"), total("foreigner"), CITIZEN_LEVEL.UB ?? 0);
    expect(priceThrough(chain, "Y", [0, 0], 1, "2026-11-23", "citizen")?.[0]?.fareBasis).toMatch(/LOCY$/);
  });
});

describe("searchOffers by fare type", () => {
  it("answers a citizen search inside Myanmar with cheaper offers that say and carry their fare type", () => {
    const citizen = search("RGN", "MDL", "citizen");
    const foreigner = search("RGN", "MDL", "foreigner");
    expect(citizen.length).toBeGreaterThan(0);
    expect(citizen.map((o) => o.id.replace("Y-citizen~", "Y~")).sort()).toEqual(
      foreigner.map((o) => o.id).sort(),
    );
    for (const offer of citizen) {
      expect(offer.id).toMatch(/^Y-citizen~/);
      expect(offer.fareType).toBe("citizen");
      const same = foreigner.find((o) => `Y-citizen~${o.id.slice(2)}` === offer.id);
      expect(same?.fareType).toBe("foreigner");
      expect(toCents(offer.price.grandTotal)).toBeLessThan(toCents(same?.price.grandTotal ?? "") ?? 0);
      expect(offer.price.taxes).toEqual(same?.price.taxes);
    }
  });

  it("answers the same offers abroad whatever the fare type, without one", () => {
    for (const [from, to] of [
      ["RGN", "BKK"],
      ["MDL", "SIN"],
    ] as const) {
      const citizen = search(from, to, "citizen", "2026-12-08");
      expect(citizen.length, `${from}-${to}`).toBeGreaterThan(0);
      expect(citizen).toEqual(search(from, to, "foreigner", "2026-12-08"));
      for (const offer of citizen) expect(offer.fareType).toBeUndefined();
    }
  });

  it("prices a family's citizen round trip as the sum of its flights' citizen fares", () => {
    const offer = search("RGN", "MDL", "citizen", "2026-12-08").find((o) =>
      o.itineraries.every((it) => it.segments.length === 1),
    );
    if (!offer) throw new Error("no nonstop round trip");
    const total = offer.itineraries.reduce((sum, it, i) => {
      const s = it.segments[0];
      const flight = on(`${s?.carrierCode}${s?.number}`, i === 0 ? "2026-12-01" : "2026-12-08");
      const fare = priceSegment(flight, "Y", 0, 3, "2026-11-23", "citizen");
      return sum + (fare ? segmentTotal(fare, 2, 1) : Number.NaN);
    }, 0);
    expect(toCents(offer.price.grandTotal)).toBe(total);
  });
});
