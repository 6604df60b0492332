import { describe, expect, it } from "vitest";
import { flightOffer, multiCityOffer } from "./test-data.ts";
import { tripKind } from "./trip-kind.ts";

describe("tripKind", () => {
  it("reads one way, a round trip and multi-city from the itineraries", () => {
    expect(tripKind(flightOffer())).toBe("oneWay");
    expect(tripKind(flightOffer({ returnCarrier: "TG" }))).toBe("roundTrip");
    expect(tripKind(multiCityOffer())).toBe("multiCity");
  });

  it("calls two legs a round trip when the second comes back to where the first left", () => {
    expect(tripKind(multiCityOffer(["RGN", "MDL", "RGN"]))).toBe("roundTrip");
    // Out to Bangkok (BKK), back from its other airport (DMK): still a round trip.
    const [out, back] = multiCityOffer(["RGN", "BKK", "RGN"]).itineraries;
    const fromDmk = back && {
      ...back,
      segments: back.segments.map((s) => ({ ...s, departure: { ...s.departure, iataCode: "DMK" } })),
    };
    expect(tripKind({ itineraries: [out, fromDmk].filter((it) => it !== undefined) })).toBe("roundTrip");
    expect(tripKind(multiCityOffer(["RGN", "MDL", "HEH"]))).toBe("multiCity");
  });
});
