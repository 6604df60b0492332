import { describe, expect, it } from "vitest";
import {
  filterOffers,
  filterOptions,
  hasFilters,
  noFilters,
  sortOffers,
  timeWindowOf,
  toggle,
} from "./offer-list.ts";
import { flightOffer } from "./test-data.ts";

const offers = [
  flightOffer({ carrier: "UB", at: "2026-12-01T07:00:00", total: "161.00" }),
  flightOffer({ carrier: "K7", at: "2026-12-01T13:15:00", total: "154.00" }),
  flightOffer({ carrier: "7Y", at: "2026-12-01T19:30:00", total: "152.00", stops: 1 }),
  flightOffer({ carrier: "8M", at: "2026-12-01T05:45:00", total: "199.00", returnCarrier: "PG" }),
];
const carriers = (list: typeof offers) => list.map((o) => o.validatingAirlineCodes[0]);

describe("sortOffers", () => {
  it("sorts by price, time and airline without changing the input", () => {
    expect(carriers(sortOffers(offers, "price"))).toEqual(["7Y", "K7", "UB", "8M"]);
    expect(carriers(sortOffers(offers, "time"))).toEqual(["8M", "UB", "K7", "7Y"]);
    expect(carriers(sortOffers(offers, "airlines"))).toEqual(["7Y", "8M", "K7", "UB"]);
    expect(carriers(offers)).toEqual(["UB", "K7", "7Y", "8M"]);
  });

  it("sorts by airline A to Z by the name the card shows (a code where it has none)", () => {
    const names = { UB: "Myanmar National Airlines", K7: "Air KBZ", "7Y": "Mann Yadanarpon Airlines" };
    expect(carriers(sortOffers(offers, "airlines", names))).toEqual(["8M", "K7", "7Y", "UB"]);
    expect(filterOptions(offers, names).airlines.map((a) => a.value)).toEqual(["8M", "K7", "7Y", "UB", "PG"]);
  });

  it("sorts airline names A to Z whatever their letters' case", () => {
    const names = { UB: "airAsia", K7: "Air KBZ", "7Y": "Bangkok Airways" };
    expect(carriers(sortOffers(offers, "airlines", names))).toEqual(["8M", "K7", "UB", "7Y"]);
    expect(filterOptions(offers, names).airlines.map((a) => a.value)).toEqual(["8M", "K7", "UB", "7Y", "PG"]);
  });

  it("breaks price ties by departure time", () => {
    const late = flightOffer({ carrier: "A1", at: "2026-12-01T20:00:00", total: "100.00" });
    const early = flightOffer({ carrier: "B2", at: "2026-12-01T06:00:00", total: "100.00" });
    expect(carriers(sortOffers([late, early], "price"))).toEqual(["B2", "A1"]);
  });
});

describe("timeWindowOf", () => {
  it("puts every minute of the day in one window", () => {
    expect(timeWindowOf("2026-12-01T00:00:00")).toBe("night");
    expect(timeWindowOf("2026-12-01T05:59:00")).toBe("night");
    expect(timeWindowOf("2026-12-01T06:00:00")).toBe("morning");
    expect(timeWindowOf("2026-12-01T09:30:00")).toBe("morning");
    expect(timeWindowOf("2026-12-01T12:00:00")).toBe("afternoon");
    expect(timeWindowOf("2026-12-01T23:59:00")).toBe("evening");
  });
});

describe("filterOffers", () => {
  it("keeps everything without filters", () => {
    expect(filterOffers(offers, noFilters)).toHaveLength(4);
    expect(hasFilters(noFilters)).toBe(false);
  });

  it("filters by stops, time window, airline and highest price", () => {
    expect(carriers(filterOffers(offers, { ...noFilters, stops: [1] }))).toEqual(["7Y"]);
    expect(carriers(filterOffers(offers, { ...noFilters, times: ["morning", "night"] }))).toEqual([
      "UB",
      "8M",
    ]);
    expect(carriers(filterOffers(offers, { ...noFilters, maxPrice: 15_400 }))).toEqual(["K7", "7Y"]);
  });

  it("matches an airline that flies any leg", () => {
    expect(carriers(filterOffers(offers, { ...noFilters, airlines: ["PG"] }))).toEqual(["8M"]);
  });

  it("ANDs across groups and ORs within one", () => {
    const filters = { ...noFilters, airlines: ["UB", "K7"], times: ["afternoon" as const] };
    expect(carriers(filterOffers(offers, filters))).toEqual(["K7"]);
    expect(hasFilters(filters)).toBe(true);
  });
});

describe("filterOptions", () => {
  it("offers only what the results hold, with counts and cheapest fares", () => {
    const options = filterOptions(offers);
    expect(options.stops).toEqual([
      { value: 0, count: 3, cheapest: 15_400 },
      { value: 1, count: 1, cheapest: 15_200 },
    ]);
    expect(options.times.map((t) => [t.value, t.count])).toEqual([
      ["night", 1],
      ["morning", 1],
      ["afternoon", 1],
      ["evening", 1],
    ]);
    expect(options.airlines.map((a) => a.value)).toEqual(["7Y", "8M", "K7", "PG", "UB"]);
    expect(options.price).toEqual({ min: 15_200, max: 19_900 });
  });

  it("has no price range without offers", () => {
    expect(filterOptions([])).toEqual({ stops: [], times: [], airlines: [], price: null });
  });
});

describe("toggle", () => {
  it("adds and removes", () => {
    expect(toggle(["UB"], "K7")).toEqual(["UB", "K7"]);
    expect(toggle(["UB", "K7"], "UB")).toEqual(["K7"]);
  });
});
