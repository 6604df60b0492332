import { describe, expect, it } from "vitest";
import { BUCKETS, CHILD_LEVEL, DATE_LEVELS, INFANT_LEVEL } from "./datasets/fares.ts";
import { SCHEDULE } from "./datasets/schedule.ts";
import { decodeOfferId, encodeOfferId } from "./offer-id.ts";
import { infantTaxes, openBucket, priceSegment, segmentTotal } from "./pricing.ts";
import { aircraft, airline, airport } from "./reference.ts";
import { flightDefinition, flightInstance, legId } from "./schedule.ts";

/** UB101 (daily, Yangon - Mandalay) on `date`. */
const ub101 = (date: string) => {
  const def = flightDefinition("UB101");
  const inst = def && flightInstance(def, date, { override: () => undefined });
  if (!inst) throw new Error(`UB101 should fly on ${date}`);
  return inst;
};

describe("fare buckets", () => {
  it("sells the cheapest bucket first and needs the whole party in one bucket", () => {
    expect(openBucket(BUCKETS.Y, 100, 0, 1)?.letter).toBe("V");
    expect(openBucket(BUCKETS.Y, 100, 24, 1)?.letter).toBe("V");
    expect(openBucket(BUCKETS.Y, 100, 24, 2)?.letter).toBe("L");
    expect(openBucket(BUCKETS.Y, 100, 99, 1)?.letter).toBe("Y");
    expect(openBucket(BUCKETS.Y, 100, 99, 2)).toBeNull();
    expect(openBucket(BUCKETS.Y, 0, 0, 1)).toBeNull();
  });
});

describe("offer ids", () => {
  it("round-trip and refuse what we did not write", () => {
    const key = {
      cabin: "Y" as const,
      fareType: "foreigner" as const,
      fareFamily: null,
      itineraries: [
        [
          { flightNumber: "7Y132", date: "2026-12-01" },
          { flightNumber: "8M231", date: "2026-12-01" },
        ],
        [{ flightNumber: "8M232", date: "2026-12-05" }],
      ],
    };
    expect(decodeOfferId(encodeOfferId(key))).toEqual(key);
    expect(encodeOfferId(key)).toMatch(/^Y~7Y132@/);
    const citizen = { ...key, fareType: "citizen" as const };
    expect(encodeOfferId(citizen)).toMatch(/^Y-citizen~7Y132@/);
    expect(decodeOfferId(encodeOfferId(citizen))).toEqual(citizen);
    const flex = { ...citizen, fareFamily: "FLEX" as const };
    expect(encodeOfferId(flex)).toMatch(/^Y-citizen\.FLEX~7Y132@/);
    expect(decodeOfferId(encodeOfferId(flex))).toEqual(flex);
    expect(decodeOfferId("Y.BASIC~UB101@2026-12-01")).toBeNull();
    expect(decodeOfferId("1")).toBeNull();
    expect(decodeOfferId("Y-local~UB101@2026-12-01")).toBeNull();
    expect(decodeOfferId("Y-foreigner~UB101@2026-12-01")).toBeNull();
    expect(decodeOfferId("Q~UB101@2026-12-01")).toBeNull();
    expect(decodeOfferId("Y~UB101@2026-12-01,UB1@2026-12-01,UB3@2026-12-01")).toBeNull();
  });
});

describe("reference data", () => {
  it("names only airports, airlines and aircraft it knows", () => {
    for (const def of SCHEDULE) {
      expect(airport(def.from), def.from).toBeDefined();
      expect(airport(def.to), def.to).toBeDefined();
      expect(() => airline(def.carrierCode)).not.toThrow();
      expect(() => aircraft(def.aircraft)).not.toThrow();
      expect(def.days).toMatch(/^[1-7]+$/);
    }
  });

  it("has one definition per flight number, or per leg of a flight of several legs", () => {
    const numbers = SCHEDULE.map(legId);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe("priceSegment", () => {
  const inst = ub101("2026-12-01");

  it("charges more as departure nears", () => {
    const early = priceSegment(inst, "Y", 0, 1, "2026-09-01")?.adultBase ?? 0;
    const month = priceSegment(inst, "Y", 0, 1, "2026-11-10")?.adultBase ?? 0;
    const lastDay = priceSegment(inst, "Y", 0, 1, "2026-11-30")?.adultBase ?? 0;
    expect(early).toBeLessThan(month);
    expect(month).toBeLessThan(lastDay);
  });

  it("charges more as seats sell, children less than adults, and nothing for a missing cabin", () => {
    const fresh = priceSegment(inst, "Y", 0, 1, "2026-11-23");
    const later = priceSegment(inst, "Y", 120, 1, "2026-11-23");
    expect(later?.adultBase ?? 0).toBeGreaterThan(fresh?.adultBase ?? 0);
    expect(fresh?.childBase ?? 0).toBeLessThan(fresh?.adultBase ?? 0);
    expect(fresh?.fareBasis).toMatch(/^V07DOMY$/);
    expect(priceSegment(inst, "F", 0, 1, "2026-11-23")).toBeNull();
    expect(priceSegment(inst, "Y", 150, 1, "2026-11-23")).toBeNull();
  });
});

describe("infants on lap", () => {
  const fare = priceSegment(ub101("2026-12-01"), "Y", 0, 1, "2026-11-01");
  if (!fare) throw new Error("UB101 should be on sale");
  const sum = (taxes: Array<{ amount: number }>) => taxes.reduce((total, t) => total + t.amount, 0);

  it("pay 10% of the adult base fare (children 75%), in whole dollars", () => {
    expect(INFANT_LEVEL).toBe(10);
    expect(fare.infantBase).toBe(Math.round(fare.adultBase / 1_000) * 100);
    expect(fare.childBase).toBe(Math.round((fare.adultBase * CHILD_LEVEL) / 10_000) * 100);
  });

  it("pay the departure tax but not the fuel surcharge", () => {
    expect(fare.taxes.map((t) => t.code)).toEqual(["MM", "YQ"]);
    expect(infantTaxes(fare)).toEqual([{ code: "MM", amount: 500 }]);
  });

  it("add their fare and taxes to a party's total, and take no seat", () => {
    const adultsOnly = segmentTotal(fare, 2, 1);
    expect(segmentTotal(fare, 2, 1, 1) - adultsOnly).toBe(fare.infantBase + 500);
    expect(segmentTotal(fare, 2, 1, 0)).toBe(adultsOnly);
    expect(segmentTotal(fare, 1, 0, 1)).toBe(fare.adultBase + sum(fare.taxes) + fare.infantBase + 500);
  });
});

describe("fares by departure date", () => {
  /** The economy adult fare of UB101 on `date`, bought on 1 November 2026 (60 days out or more). */
  const fare = (date: string) => priceSegment(ub101(date), "Y", 0, 1, "2026-11-01")?.adultBase ?? 0;
  /** `moved` is `plain` times `level` percent, but for each fare's rounding to the whole dollar. */
  const expectMoved = (moved: number, plain: number, level: number) => {
    expect(Math.abs(moved - (plain * level) / 100)).toBeLessThanOrEqual(50 * (1 + level / 100));
  };

  it("are dearer on Friday and cheaper on Tuesday than on Monday, by the weekday table", () => {
    // 11 January 2027 is a Monday, outside every season.
    const monday = fare("2027-01-11");
    const tuesday = fare("2027-01-12");
    const friday = fare("2027-01-15");
    expect(tuesday).toBeLessThan(monday);
    expect(friday).toBeGreaterThan(monday);
    expectMoved(tuesday, monday, (DATE_LEVELS.weekdays[2] * 100) / DATE_LEVELS.weekdays[1]);
    expectMoved(friday, monday, (DATE_LEVELS.weekdays[5] * 100) / DATE_LEVELS.weekdays[1]);
  });

  it("are dearer at Thingyan than on the same weekday out of season, by the season table", () => {
    const thingyan = DATE_LEVELS.seasons.find((s) => s.name === "Thingyan")?.level ?? 0;
    // Both Wednesdays.
    const plain = fare("2027-02-17");
    const festival = fare("2027-04-14");
    expect(festival).toBeGreaterThan(plain);
    expectMoved(festival, plain, thingyan);
  });
});
