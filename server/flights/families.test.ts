import { describe, expect, it } from "vitest";
import { BUCKETS, FARE_FAMILIES } from "./datasets/fares.ts";
import { offerFamilies } from "./families.ts";
import { decodeOfferId } from "./offer-id.ts";
import { familyOf, priceSegment } from "./pricing.ts";
import { airline } from "./reference.ts";
import { flightDefinition, flightInstance, type InventoryState } from "./schedule.ts";
import { partyAt } from "./search.ts";

const NOW = new Date("2026-11-23T00:00:00Z");
const on = (flightNumber: string, date = "2026-12-01") => {
  const def = flightDefinition(flightNumber);
  const inst = def && flightInstance(def, date, { override: () => undefined });
  if (!inst) throw new Error(`${flightNumber} should fly on ${date}`);
  return inst;
};
const soldOn = (sold: Record<string, number>): InventoryState => ({
  sold: (flightKey) => sold[flightKey] ?? 0,
  override: () => undefined,
});

describe("fare families in the dataset", () => {
  it("hold every booking class of each cabin once, in price order", () => {
    for (const [cabin, buckets] of Object.entries(BUCKETS) as Array<[keyof typeof BUCKETS, typeof BUCKETS.Y]>)
      expect(FARE_FAMILIES[cabin].flatMap((f) => f.classes)).toEqual(buckets.map((b) => b.letter));
  });

  it("map economy's classes to Promotion, Saver and Flex", () => {
    expect(["V", "L", "M", "B", "Y"].map((c) => familyOf("Y", c).code)).toEqual([
      "PROMOTION",
      "SAVER",
      "SAVER",
      "FLEX",
      "FLEX",
    ]);
  });
});

describe("pricing in a fare family", () => {
  const today = "2026-11-23";

  it("prices a family at its cheapest open class, with its bags", () => {
    const flight = on("UB101");
    const allowance = airline("UB").bags.Y;
    const promotion = priceSegment(flight, "Y", 0, 1, today, null, "PROMOTION");
    const saver = priceSegment(flight, "Y", 0, 1, today, null, "SAVER");
    const flex = priceSegment(flight, "Y", 0, 1, today, null, "FLEX");
    expect([promotion?.bucket.letter, saver?.bucket.letter, flex?.bucket.letter]).toEqual(["V", "L", "B"]);
    expect([promotion?.bagsKg, saver?.bagsKg, flex?.bagsKg]).toEqual([0, allowance, allowance + 10]);
    expect(promotion?.adultBase).toBeLessThan(saver?.adultBase ?? 0);
    expect(saver?.adultBase).toBeLessThan(flex?.adultBase ?? 0);
    // With no family asked for, the cheapest open class: Promotion's.
    expect(priceSegment(flight, "Y", 0, 1, today)?.adultBase).toBe(promotion?.adultBase);
  });

  it("moves up a family's classes as seats sell, and sells no family whose classes are gone", () => {
    const flight = on("UB101");
    // 45% of the cabin sold: V (25%) and L (20%) are gone; Saver sells M, Promotion nothing.
    const capacity = priceSegment(flight, "Y", 0, 1, today)?.seatsLeft ?? 0;
    const past = Math.floor(capacity * 0.45);
    expect(priceSegment(flight, "Y", past, 1, today, null, "PROMOTION")).toBeNull();
    expect(priceSegment(flight, "Y", past, 1, today, null, "SAVER")?.bucket.letter).toBe("M");
  });
});

describe("an offer's families", () => {
  it("answers each family on sale on every flight, cheapest first, its id naming it", () => {
    const party = partyAt(NOW, "Y", 2, 0, 1, "citizen");
    const key = decodeOfferId("Y-citizen~UB101@2026-12-01");
    if (!key) throw new Error("the id should read");
    const offers = offerFamilies(soldOn({}), key, party) ?? [];
    expect(offers.map((o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare)).toEqual([
      "PROMOTION",
      "SAVER",
      "FLEX",
    ]);
    expect(offers.map((o) => decodeOfferId(o.id)?.fareFamily)).toEqual(["PROMOTION", "SAVER", "FLEX"]);
    // The fare type and the infant on lap stay.
    expect(offers.every((o) => o.fareType === "citizen")).toBe(true);
    expect(offers.every((o) => o.travelerPricings.some((t) => t.travelerType === "HELD_INFANT"))).toBe(true);
    const totals = offers.map((o) => Number(o.price.grandTotal));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const rules = (i: number) => offers[i]?.fareRules?.rules;
    expect(rules(0)?.find((r) => r.category === "REFUND")?.notApplicable).toBe(true);
    expect(rules(2)?.find((r) => r.category === "REFUND")?.maxPenaltyAmount).toBe("0.00");
  });

  it("leaves out a family with no seats left for the party", () => {
    const party = partyAt(NOW, "Y", 1, 0, 0, "foreigner");
    const key = decodeOfferId("Y~UB101@2026-12-01");
    if (!key) throw new Error("the id should read");
    const capacity = priceSegment(on("UB101"), "Y", 0, 1, "2026-11-23")?.seatsLeft ?? 0;
    const offers =
      offerFamilies(soldOn({ "UB101@2026-12-01": Math.floor(capacity * 0.3) }), key, party) ?? [];
    expect(offers.map((o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare)).toEqual([
      "SAVER",
      "FLEX",
    ]);
  });

  it("prices every flight of a round trip in the same family", () => {
    const party = partyAt(NOW, "Y", 1, 0, 0, "foreigner");
    const key = decodeOfferId("Y~UB101@2026-12-01~UB102@2026-12-05");
    if (!key) throw new Error("the id should read");
    const offers = offerFamilies(soldOn({}), key, party) ?? [];
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      expect(offer.itineraries).toHaveLength(2);
      const families = offer.travelerPricings[0]?.fareDetailsBySegment.map((f) => f.brandedFare);
      expect(new Set(families).size).toBe(1);
      expect(decodeOfferId(offer.id)?.fareFamily).toBe(families?.[0]);
    }
  });

  it("is null for flights not on sale", () => {
    const party = partyAt(NOW, "Y", 1, 0, 0, "foreigner");
    const key = decodeOfferId("Y~UB101@2026-11-01");
    if (!key) throw new Error("the id should read");
    expect(offerFamilies(soldOn({}), key, party)).toBeNull();
  });
});
