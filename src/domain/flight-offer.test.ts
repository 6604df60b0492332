import { describe, expect, it } from "vitest";
import { isFlightOffer } from "./flight-offer.ts";
import { flightOffer } from "./test-data.ts";

describe("isFlightOffer", () => {
  const offer = flightOffer();

  it("accepts an offer as the search answers it", () => {
    expect(isFlightOffer(JSON.parse(JSON.stringify(offer)))).toBe(true);
  });

  it("refuses a stored offer missing what the choose, ticket and payment steps read", () => {
    const [itinerary] = offer.itineraries;
    expect(isFlightOffer({ ...offer, itineraries: [{ ...itinerary, segments: undefined }] })).toBe(false);
    expect(isFlightOffer({ ...offer, itineraries: [] })).toBe(false);
    const segment = itinerary?.segments[0];
    const noArrival = { ...itinerary, segments: [{ ...segment, arrival: undefined }] };
    expect(isFlightOffer({ ...offer, itineraries: [noArrival] })).toBe(false);
    expect(isFlightOffer({ ...offer, price: { currency: "USD" } })).toBe(false);
    expect(isFlightOffer({ ...offer, travelerPricings: [{ travelerId: "1" }] })).toBe(false);
    expect(isFlightOffer({ id: offer.id, itineraries: offer.itineraries })).toBe(false);
    expect(isFlightOffer("offer")).toBe(false);
  });
});
