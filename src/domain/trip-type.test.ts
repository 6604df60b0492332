import { describe, expect, it } from "vitest";
import { isTripType, tripTypeOf } from "./trip-type.ts";

/** A leg of flights through `airports`, in order: ["RGN", "BKK", "SIN"] connects in Bangkok. */
const leg = (...airports: string[]) => ({
  segments: airports.slice(1).map((to, i) => ({
    departure: { iataCode: airports[i] ?? "" },
    arrival: { iataCode: to },
  })),
});

describe("tripTypeOf", () => {
  it("calls one leg a one-way trip, connecting or not", () => {
    expect(tripTypeOf([leg("RGN", "MDL")])).toBe("ONE_WAY");
    expect(tripTypeOf([leg("MDL", "RGN", "SIN")])).toBe("ONE_WAY");
  });

  it("calls two legs that go back the same way a round trip", () => {
    expect(tripTypeOf([leg("RGN", "MDL"), leg("MDL", "RGN")])).toBe("ROUND_TRIP");
    expect(tripTypeOf([leg("MDL", "RGN", "SIN"), leg("SIN", "BKK", "MDL")])).toBe("ROUND_TRIP");
  });

  it("takes a city's airports as one: out to Suvarnabhumi, back from Don Mueang", () => {
    expect(tripTypeOf([leg("RGN", "BKK"), leg("DMK", "RGN")])).toBe("ROUND_TRIP");
    expect(tripTypeOf([leg("RGN", "DMK"), leg("BKK", "RGN")])).toBe("ROUND_TRIP");
    expect(tripTypeOf([leg("RGN", "BKK"), leg("SIN", "RGN")])).toBe("MULTI_CITY");
  });

  it("calls an open jaw of two legs a multi-city trip", () => {
    // Back from another city, or back to another city, or on to a third one.
    expect(tripTypeOf([leg("RGN", "NYU"), leg("MDL", "RGN")])).toBe("MULTI_CITY");
    expect(tripTypeOf([leg("RGN", "NYU"), leg("NYU", "MDL")])).toBe("MULTI_CITY");
  });

  it("calls three legs and more a multi-city trip, even when they come back", () => {
    expect(tripTypeOf([leg("RGN", "NYU"), leg("NYU", "MDL"), leg("MDL", "RGN")])).toBe("MULTI_CITY");
    expect(tripTypeOf([leg("RGN", "NYU"), leg("NYU", "MDL"), leg("MDL", "HEH"), leg("HEH", "RGN")])).toBe(
      "MULTI_CITY",
    );
  });
});

describe("isTripType", () => {
  it("knows the three trip types and nothing else", () => {
    expect(["ONE_WAY", "ROUND_TRIP", "MULTI_CITY"].every(isTripType)).toBe(true);
    expect([undefined, "multi_city", 2, "OPEN_JAW"].some(isTripType)).toBe(false);
  });
});
