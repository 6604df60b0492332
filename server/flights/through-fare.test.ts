import { describe, expect, it } from "vitest";
import { priceSegment, type SegmentFare, segmentTotal } from "./pricing.ts";
import { flightDefinition, flightInstance } from "./schedule.ts";
import { priceThrough, prorate } from "./through-fare.ts";

const on = (flightNumber: string, date = "2026-12-01") => {
  const def = flightDefinition(flightNumber);
  const inst = def && flightInstance(def, date, { override: () => undefined });
  if (!inst) throw new Error(`${flightNumber} should fly on ${date}`);
  return inst;
};
const total = (fares: NonNullable<ReturnType<typeof priceThrough>>) =>
  fares.reduce((sum, f) => sum + segmentTotal(f, 1, 0), 0);

describe("prorate", () => {
  it("splits whole dollars by block time and adds up exactly", () => {
    expect(prorate(10_000, [90, 30])).toEqual([7_500, 2_500]);
    const parts = prorate(10_700, [155, 125]);
    expect(parts.every((c) => c % 100 === 0)).toBe(true);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(10_700);
  });
});

describe("through fares of published connections", () => {
  const viaKul = [on("MH741"), on("MH796")];

  it("sell Yangon - Kuala Lumpur - Bangkok below the nonstop flights", () => {
    const fares = priceThrough(viaKul, "Y", [0, 0], 1, "2026-11-23");
    if (!fares) throw new Error("MH741 + MH796 should price");
    const nonstop = priceSegment(on("8M335"), "Y", 0, 1, "2026-11-23");
    if (!nonstop) throw new Error("8M335 should price");
    expect(total(fares)).toBeLessThan(segmentTotal(nonstop, 1, 0));
    expect(fares.map((f) => f.fareBasis)).toEqual(["V07INTY", "V07INTY"]);
    // Departure tax at each airport; the fuel surcharge once, on the first flight.
    expect(fares[0]?.taxes.map((t) => t.code)).toEqual(["MM", "YQ"]);
    expect(fares[1]?.taxes.map((t) => t.code)).toEqual(["MY"]);
  });

  it("charge an infant on lap 10% of the whole through fare, split the same way, with each airport's tax", () => {
    const fares = priceThrough(viaKul, "Y", [0, 0], 1, "2026-11-23");
    if (!fares) throw new Error("MH741 + MH796 should price");
    const sum = (pick: (f: SegmentFare) => number) => fares.reduce((s, f) => s + pick(f), 0);
    const adult = sum((f) => f.adultBase);
    expect(sum((f) => f.infantBase)).toBe(Math.round(adult / 1_000) * 100);
    expect(fares.every((f) => f.infantBase % 100 === 0)).toBe(true);
    // An infant adds their fare and the two departure taxes, not the fuel surcharge.
    const taxes = sum((f) => f.taxes.filter((t) => t.code !== "YQ").reduce((s, t) => s + t.amount, 0));
    const withInfant = fares.reduce((s, f) => s + segmentTotal(f, 1, 0, 1), 0);
    expect(withInfant - total(fares)).toBe(sum((f) => f.infantBase) + taxes);
  });

  it("book one class on both flights: the dearest still open on either", () => {
    const fresh = priceThrough(viaKul, "Y", [0, 0], 1, "2026-11-23");
    // 70 of the 737's 150 economy seats sold on the second flight: V and L are gone there.
    const secondFilling = priceThrough(viaKul, "Y", [0, 70], 1, "2026-11-23");
    expect(secondFilling?.map((f) => f.bucket.letter)).toEqual(["M", "M"]);
    expect(total(secondFilling ?? [])).toBeGreaterThan(total(fresh ?? []));
    expect(secondFilling?.[1]?.seatsLeft).toBe(80);
  });

  it("need the cabin and the seats on every flight", () => {
    const domestic = [on("UB301"), on("UB321")];
    expect(priceThrough(domestic, "J", [0, 0], 1, "2026-11-23")).toBeNull();
    expect(priceThrough(domestic, "Y", [0, 72], 1, "2026-11-23")).toBeNull();
    expect(priceThrough(domestic, "Y", [0, 0], 2, "2026-11-23")).toHaveLength(2);
  });
});
