import { describe, expect, it } from "vitest";
import { filterOffers, noFilters, sortOffers } from "./offer-list.ts";
import { legOf, readOutbound, readOutboundsAnswer, readReturnsAnswer } from "./round-trip-legs.ts";
import { flightOffer } from "./test-data.ts";

const trip = (carrier: string, at: string, total: string, returnCarrier = "PG") =>
  flightOffer({ carrier, at, total, returnCarrier });

describe("readOutbound", () => {
  it("reads the chosen outbound from the address, and nothing from an empty or overlong one", () => {
    expect(readOutbound({ outbound: " Y~UB101@2026-12-01 " })).toBe("Y~UB101@2026-12-01");
    expect(readOutbound({})).toBeNull();
    expect(readOutbound({ outbound: "" })).toBeNull();
    expect(readOutbound({ outbound: "x".repeat(201) })).toBeNull();
  });
});

describe("legOf", () => {
  it("keeps one leg's itinerary with the whole trip's price", () => {
    const whole = trip("UB", "2026-12-01T08:00:00", "300.00");
    expect(legOf(whole, "outbound").itineraries).toEqual([whole.itineraries[0]]);
    expect(legOf(whole, "return").itineraries).toEqual([whole.itineraries[1]]);
    expect(legOf(whole, "return").price).toEqual(whole.price);
  });

  it("lets the filters read the leg only: the return's airline does not pass an outbound", () => {
    const cards = [
      trip("UB", "2026-12-01T08:00:00", "300.00", "K7"),
      trip("K7", "2026-12-01T19:00:00", "280.00"),
    ];
    const outbounds = cards.map((c) => legOf(c, "outbound"));
    expect(filterOffers(outbounds, { ...noFilters, airlines: ["K7"] })).toHaveLength(1);
    expect(filterOffers(outbounds, { ...noFilters, times: ["morning"] })[0]?.validatingAirlineCodes).toEqual([
      "UB",
    ]);
    expect(sortOffers(outbounds, "price")[0]?.price.grandTotal).toBe("280.00");
  });
});

describe("readOutboundsAnswer", () => {
  const body = (data: unknown) => ({
    success: true,
    data,
    dictionaries: { carriers: { UB: "MNA" } },
    notices: [],
  });

  it("makes one card per outbound, named by its outboundId, with its whole trip beside it", () => {
    const cheap = trip("UB", "2026-12-01T08:00:00", "250.00");
    const answer = readOutboundsAnswer(body([{ outboundId: "Y~UB1@2026-12-01", offer: cheap }]));
    expect(answer?.offers?.map((o) => o.id)).toEqual(["Y~UB1@2026-12-01"]);
    expect(answer?.offers?.[0]?.itineraries).toHaveLength(1);
    expect(answer?.trips.get("Y~UB1@2026-12-01")).toEqual(cheap);
    expect(answer?.carriers).toEqual({ UB: "MNA" });
  });

  it("reads entries that are not round-trip outbounds as invalid flight data", () => {
    const oneWay = flightOffer();
    expect(readOutboundsAnswer(body([{ outboundId: "Y~UB1@2026-12-01", offer: oneWay }]))?.offers).toBeNull();
    expect(
      readOutboundsAnswer(body([{ offer: trip("UB", "2026-12-01T08:00:00", "1.00") }]))?.offers,
    ).toBeNull();
    expect(readOutboundsAnswer(body("nope"))?.offers).toBeNull();
    expect(readOutboundsAnswer("nope")).toBeUndefined();
  });
});

describe("readReturnsAnswer", () => {
  it("makes one card per return, keeping the whole trip to choose", () => {
    const whole = trip("UB", "2026-12-01T08:00:00", "250.00", "K7");
    const answer = readReturnsAnswer({ data: [whole], dictionaries: { carriers: {} } });
    expect(answer?.offers?.[0]?.itineraries).toEqual([whole.itineraries[1]]);
    expect(answer?.trips.get(whole.id)).toEqual(whole);
    expect(readReturnsAnswer({ data: [flightOffer()] })?.offers).toBeNull();
  });
});
