import { describe, expect, it } from "vitest";
import { flightOffer, multiCityOffer } from "./test-data.ts";
import { tripKind } from "./trip-kind.ts";

describe("tripKind", () => {
  it("reads one way, a round trip and multi-city from the itineraries", () => {
    expect(tripKind(flightOffer())).toBe("oneWay");
    expect(tripKind(flightOffer({ returnCarrier: "TG" }))).toBe("roundTrip");
    expect(tripKind(multiCityOffer())).toBe("multiCity");
  });

  it("calls two legs that do not come back the way they went multi-city (an open jaw)", () => {
    expect(tripKind(multiCityOffer(["RGN", "MDL", "RGN"]))).toBe("roundTrip");
    const openJaw = multiCityOffer(["RGN", "MDL", "RGN"]);
    const [out, back] = openJaw.itineraries;
    const fromHeho = back && {
      ...back,
      segments: back.segments.map((s) => ({ ...s, departure: { ...s.departure, iataCode: "HEH" } })),
    };
    expect(tripKind({ itineraries: [out, fromHeho].filter((it) => it !== undefined) })).toBe("multiCity");
  });
});
