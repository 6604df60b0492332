import { describe, expect, it } from "vitest";
import { cabinCode, domesticAbroad, validateSearch } from "./search-params.ts";
import { searchParams } from "./test-data.ts";

const today = "2026-11-21";
const search = searchParams({ travelType: 1, to: "MDL" });

const messages = (input: Parameters<typeof validateSearch>[0]) =>
  validateSearch(input, today).map((failure) => failure.message);

describe("validateSearch", () => {
  it("accepts a complete search", () => {
    expect(validateSearch(search, today)).toEqual([]);
  });

  it("gives the search panel's toasts in order", () => {
    expect(messages({ travelClass: "X" })).toEqual([
      "Please select departure city/country",
      "Please select destination city/country",
      "Please select departure date",
      "Please select either Domestic or International flight",
      "Please select a cabin class",
    ]);
  });

  it("asks a round trip for its return date, after the departure date", () => {
    const roundTrip = (input: Parameters<typeof validateSearch>[0]) =>
      validateSearch(input, today, { roundTrip: true }).map((failure) => failure.message);
    expect(roundTrip({ ...search, departureDate: "" })).toEqual([
      "Please select departure date",
      "Please select return date",
    ]);
    expect(validateSearch(search, today, { roundTrip: true })[0]).toMatchObject({
      code: "search.returnDate",
      field: "returnDate",
    });
    expect(roundTrip({ ...search, returnDate: "2026-12-05" })).toEqual([]);
    // The API has no trip type: a search without a return date is one way.
    expect(messages(search)).toEqual([]);
  });

  it("refuses the same airport twice, written either way", () => {
    expect(validateSearch({ ...search, to: "rgn" }, today)).toMatchObject([
      { code: "search.sameAirport", field: "to", message: "Departure and destination must be different" },
    ]);
  });

  it("refuses Domestic with an airport abroad, not International or airports at home", () => {
    expect(domesticAbroad(1, [true, false])).toMatchObject({
      code: "search.domesticAbroad",
      message: "A domestic search needs airports in Myanmar; choose International",
    });
    expect(domesticAbroad("1", [true, true])).toBeNull();
    expect(domesticAbroad(2, [true, false])).toBeNull();
  });

  it("checks dates and counts", () => {
    expect(messages({ ...search, departureDate: "2026-11-20" })).toEqual([
      "Departure date cannot be in the past",
    ]);
    expect(messages({ ...search, returnDate: "2026-11-30" })).toEqual([
      "Return date cannot be earlier than departure date",
    ]);
    expect(messages({ ...search, adults: 0, children: 10, infants: 2 })).toEqual([
      "Adults must be between 1 and 9",
      "Children must be between 0 and 9",
      "Infants must be between 0 and the number of adults (one on each adult's lap)",
    ]);
    expect(validateSearch({ ...search, departureDate: "2027-12-01" }, today)).toHaveLength(1);
  });

  it("gives each failure a code and the field it is about", () => {
    expect(validateSearch({ ...search, to: "", departureDate: "2027-12-01" }, today)).toEqual([
      { code: "search.to", field: "to", params: {}, message: "Please select destination city/country" },
      {
        code: "search.departureTooFar",
        field: "departureDate",
        params: { days: 365 },
        message: "Flights are on sale up to 365 days ahead",
      },
    ]);
  });

  it("reads cabin classes written either way", () => {
    expect(cabinCode("BUSINESS")).toBe("J");
    expect(cabinCode("w")).toBe("W");
    expect(cabinCode(undefined)).toBe("Y");
    expect(cabinCode("LUXURY")).toBeNull();
  });
});
