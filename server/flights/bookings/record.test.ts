import { describe, expect, it } from "vitest";
import type { BookedSegment } from "../../../src/domain/booking.ts";
import { bookedSegment, contact, passenger } from "../../../src/domain/test-data.ts";
import type { bookings } from "../../db/schema/bookings.ts";
import { AIRPORTS } from "../datasets/airports.ts";
import { cityNames, type StoredRecord, toBookingRecord } from "./record.ts";

const leg = (origin: string, destination: string) => ({ origin, destination }) as BookedSegment;

describe("cityNames", () => {
  it("names the city of every airport the inventory serves, in English and Myanmar", () => {
    const cities = cityNames(AIRPORTS.map((a) => leg(a.iataCode, "RGN")));
    expect(Object.keys(cities).sort()).toEqual(AIRPORTS.map((a) => a.iataCode).sort());
    expect(cities.MDL).toEqual({ city: "Mandalay", cityMy: "မန္တလေး" });
    expect(cities.DMK).toEqual({ city: "Bangkok", cityMy: "ဘန်ကောက်" });
    for (const name of Object.values(cities)) expect(name.city && name.cityMy).toBeTruthy();
  });

  it("leaves out a code it does not know", () => {
    expect(cityNames([leg("RGN", "XXX")])).toEqual({ RGN: { city: "Yangon", cityMy: "ရန်ကုန်" } });
  });
});

describe("toBookingRecord of a row written before legs", () => {
  const out = bookedSegment();
  const back = bookedSegment({ flightNumber: "UB102", origin: "MDL", destination: "RGN" });
  const row = (record: StoredRecord, isRoundTrip: boolean): typeof bookings.$inferSelect => ({
    id: "FBOLDROW0001",
    userId: "u1",
    status: "PAID",
    currency: "USD",
    totalCents: isRoundTrip ? 20_550 : 10_500,
    outboundCents: 10_500,
    returnCents: isRoundTrip ? 10_050 : 0,
    travelType: 1,
    fareType: null,
    fareFamilies: null,
    isRoundTrip,
    offer: { itineraries: [{ duration: "PT1H25M" }, { duration: "PT1H30M" }], travelerPricings: [] },
    record,
    contact: contact(),
    passengers: [passenger()],
    holdExpiresAt: new Date("2026-11-24T10:30:00Z"),
    paidAt: null,
    cancelledAt: null,
    refundCents: null,
    markupCents: null,
    agentCustomerId: null,
    createdAt: new Date("2026-11-24T10:00:00Z"),
  });

  it("reads a round trip as two legs, the return's share its own", () => {
    const record = toBookingRecord(row({ outbound: [out], return: [back], pnrs: {}, bookedBy: "A" }, true));
    expect(record.tripType).toBe("ROUND_TRIP");
    expect(record.legs?.map((leg) => [leg.origin, leg.destination, leg.price, leg.duration])).toEqual([
      ["RGN", "MDL", 105, "PT1H25M"],
      ["MDL", "RGN", 100.5, "PT1H30M"],
    ]);
    expect(record.returnFlightInfo).toMatchObject({ flightNumber: "UB102", price: 100.5 });
  });

  it("reads a one-way trip as one leg", () => {
    const record = toBookingRecord(row({ outbound: [out], return: [], pnrs: {}, bookedBy: "A" }, false));
    expect(record).toMatchObject({
      tripType: "ONE_WAY",
      isRoundTrip: false,
      returnFlightInfo: null,
      price: 105,
    });
    expect(record.legs).toHaveLength(1);
  });
});
