import { describe, expect, it } from "vitest";
import { bookedFlights, bookingLegs, cityName, journeyCities } from "./booking-legs.ts";
import { bookedSegment, bookingRecord, multiCityRecord, returnFlight } from "./test-data.ts";

const segment = (flightNumber: string, origin: string, destination: string) =>
  bookedSegment({ flightNumber, origin, destination });

/** Mandalay to Singapore, connecting in Yangon. */
const record = bookingRecord({
  origin: "MDL",
  destination: "SIN",
  departureDate: "2026-12-03T18:10:00",
  arrivalAt: "2026-12-04T04:15:00",
  departureTerminal: "1",
  arrivalTerminal: "1",
  airlineName: "Mann Yadanarpon Airlines",
  flightNumber: "7Y132",
  airlineRef: "LU4RUN",
  price: 488,
  cities: {
    MDL: { city: "Mandalay", cityMy: "မန္တလေး" },
    RGN: { city: "Yangon", cityMy: "ရန်ကုန်" },
    SIN: { city: "Singapore", cityMy: "စင်ကာပူ" },
  },
  durations: { outbound: "PT8H35M", return: null },
  segments: { outbound: [segment("7Y132", "MDL", "RGN"), segment("8M231", "RGN", "SIN")], return: [] },
});

describe("bookingLegs", () => {
  it("names the cities, the connection and every flight of a direction", () => {
    const [leg, ...rest] = bookingLegs(record, "en");
    expect(rest).toEqual([]);
    expect(leg).toMatchObject({
      name: { kind: "outbound" },
      key: "outbound",
      originCity: "Mandalay",
      destinationCity: "Singapore",
      departDate: "3 Dec 2026",
      departTime: "18:10",
      arriveDate: "4 Dec 2026",
      duration: "8h 35m",
      price: "488.00",
      flights: ["7Y132", "8M231"],
      stops: ["Yangon"],
    });
    expect(bookingLegs(record, "my")[0]).toMatchObject({
      stops: ["ရန်ကုန်"],
      departureTerminal: "၁",
      departDate: "၂၀၂၆ ဒီဇင်ဘာ\u00a0၃",
      departTime: "၁၈:၁၀",
      arriveDate: "၂၀၂၆ ဒီဇင်ဘာ\u00a0၄",
      arriveTime: "၀၄:၁၅",
      duration: "၈\u00a0နာရီ ၃၅\u00a0မိနစ်",
    });
  });
});

describe("cityName", () => {
  it("falls back to the code for an airport the record does not name", () => {
    expect(cityName(undefined, "XYZ", "en")).toBe("XYZ");
    expect(cityName(record.cities, "SIN", "my")).toBe("စင်ကာပူ");
  });
});

describe("bookedFlights", () => {
  it("lists every flight, a connection's joined, each direction after the other", () => {
    expect(bookedFlights(record)).toBe("7Y132 + 8M231");
    const roundTrip = {
      ...record,
      returnFlightInfo: returnFlight({
        origin: "SIN",
        destination: "MDL",
        returnDate: "2026-12-10T08:00:00",
        arrivalAt: "2026-12-10T12:00:00",
        flightNumber: "8M232",
        price: 400,
      }),
      segments: {
        ...record.segments,
        return: [segment("8M232", "SIN", "RGN"), segment("7Y131", "RGN", "MDL")],
      },
    };
    expect(bookedFlights(roundTrip)).toBe("7Y132 + 8M231, 8M232 + 7Y131");
  });
});

describe("a multi-city booking's legs", () => {
  it("are numbered, each with its own cities, flights and price", () => {
    const legs = bookingLegs(multiCityRecord(), "en");
    expect(legs.map((leg) => [leg.key, leg.originCity, leg.destinationCity, leg.flights, leg.price])).toEqual(
      [
        ["leg-1", "Yangon", "Bagan", ["UB143"], "80.50"],
        ["leg-2", "Bagan", "Mandalay", ["K7263"], "64.25"],
        ["leg-3", "Mandalay", "Heho", ["YH834"], "71.00"],
        ["leg-4", "Heho", "Yangon", ["K7245"], "96.10"],
      ],
    );
    expect(legs[3]?.name).toEqual({ kind: "leg", number: 4, of: 4 });
    expect(bookingLegs(multiCityRecord(), "my")[2]?.departDate).toBe("၂၀၂၆ ဒီဇင်ဘာ\u00a0၃");
    expect(bookedFlights(multiCityRecord())).toBe("UB143, K7263, YH834, K7245");
  });

  it("make one journey of cities, and an open jaw two", () => {
    expect(journeyCities(multiCityRecord(), "en")).toBe("Yangon → Bagan → Mandalay → Heho → Yangon");
    const record = multiCityRecord();
    const openJaw = {
      ...record,
      legs: [record.legs?.[0], record.legs?.[2]].flatMap((leg) => (leg ? [leg] : [])),
    };
    expect(journeyCities(openJaw, "my")).toBe("ရန်ကုန် → ပုဂံ, မန္တလေး → ဟဲဟိုး");
    expect(journeyCities(bookingRecord({ returnFlightInfo: returnFlight() }), "en")).toBe(
      "Yangon → Mandalay → Yangon",
    );
  });
});
