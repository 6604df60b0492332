import { describe, expect, it } from "vitest";
import { legName, legNameEn, recordLegs, recordSegments, recordTripType } from "./booked-legs.ts";
import { bookingTotal, isBookingRecord } from "./booking.ts";
import { toCents } from "./money.ts";
import { bookingRecord, multiCityRecord, returnFlight } from "./test-data.ts";

describe("recordLegs", () => {
  it("reads a record's own legs, in order", () => {
    const record = multiCityRecord();
    expect(recordLegs(record).map((leg) => `${leg.origin}-${leg.destination}`)).toEqual([
      "RGN-NYU",
      "NYU-MDL",
      "MDL-HEH",
      "HEH-RGN",
    ]);
    expect(recordSegments(record).map((s) => s.flightNumber)).toEqual(["UB143", "K7263", "YH834", "K7245"]);
  });

  it("reads a record from before legs as its outbound and its return", () => {
    const { legs: _legs, tripType: _type, ...older } = bookingRecord({ returnFlightInfo: returnFlight() });
    const [out, back, ...more] = recordLegs(older);
    expect(more).toEqual([]);
    expect(out).toMatchObject({ origin: "RGN", destination: "MDL", price: 105, flightNumbers: ["UB101"] });
    expect(back).toMatchObject({
      origin: "MDL",
      destination: "RGN",
      departureAt: "2026-12-24T09:00:00",
      price: 100,
      flightNumbers: ["UB102"],
    });
    expect(recordTripType(older)).toBe("ROUND_TRIP");
    expect(recordTripType(bookingRecord())).toBe("ONE_WAY");
    expect(recordTripType(multiCityRecord())).toBe("MULTI_CITY");
  });
});

describe("a multi-city record's prices", () => {
  it("add up to its total to the cent, as the detail page totals them", () => {
    const record = multiCityRecord();
    const cents = recordLegs(record).reduce((sum, leg) => sum + (toCents(leg.price.toFixed(2)) ?? 0), 0);
    expect(cents).toBe(toCents(record.totalPrice));
    // Not the spec's outbound plus return: that would be the first leg's price alone.
    expect(bookingTotal(record)).toBe("311.85");
    expect(bookingTotal({ price: 120.1, returnFlightInfo: { price: 99.2 } })).toBe("219.30");
  });
});

describe("isBookingRecord", () => {
  it("reads records with legs and without, and refuses legs of another shape", () => {
    expect(isBookingRecord(multiCityRecord())).toBe(true);
    const { legs: _legs, tripType: _type, ...older } = multiCityRecord();
    expect(isBookingRecord(older)).toBe(true);
    expect(isBookingRecord({ ...multiCityRecord(), legs: [] })).toBe(false);
    expect(isBookingRecord({ ...multiCityRecord(), legs: [{ origin: "RGN" }] })).toBe(false);
    expect(isBookingRecord({ ...multiCityRecord(), tripType: "CIRCLE" })).toBe(false);
  });
});

describe("legName", () => {
  it("keeps outbound and return for one-way and round trips, numbers multi-city legs", () => {
    expect(legNameEn(legName("ONE_WAY", 0, 1))).toBe("Outbound");
    expect(["ROUND_TRIP", "ROUND_TRIP"].map((_, i) => legNameEn(legName("ROUND_TRIP", i, 2)))).toEqual([
      "Outbound",
      "Return",
    ]);
    expect([0, 1, 2, 3].map((i) => legNameEn(legName("MULTI_CITY", i, 4)))).toEqual([
      "Flight 1 of 4",
      "Flight 2 of 4",
      "Flight 3 of 4",
      "Flight 4 of 4",
    ]);
  });
});
