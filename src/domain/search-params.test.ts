import { describe, expect, it } from "vitest";
import { cabinCode, validateSearch } from "./search-params.ts";

const today = "2026-11-21";
const search = {
  travelType: 1,
  from: "RGN",
  to: "MDL",
  departureDate: "2026-12-01",
  returnDate: null,
  adults: 1,
  children: 0,
  limit: 10,
  travelClass: "ECONOMY",
};

describe("validateSearch", () => {
  it("accepts a complete search", () => {
    expect(validateSearch(search, today)).toEqual([]);
  });

  it("gives the search panel's toasts in order", () => {
    expect(validateSearch({ travelClass: "X" }, today)).toEqual([
      "Please select departure city/country",
      "Please select destination city/country",
      "Please select departure date",
      "Please select either Domestic or International flight",
      "Please select a cabin class",
    ]);
  });

  it("checks dates and counts", () => {
    expect(validateSearch({ ...search, departureDate: "2026-11-20" }, today)).toEqual([
      "Departure date cannot be in the past",
    ]);
    expect(validateSearch({ ...search, returnDate: "2026-11-30" }, today)).toEqual([
      "Return date cannot be earlier than departure date",
    ]);
    expect(validateSearch({ ...search, adults: 0, children: 10, infants: 2 }, today)).toEqual([
      "Adults must be between 1 and 9",
      "Children must be between 0 and 9",
      "Infants cannot be more than adults",
    ]);
    expect(validateSearch({ ...search, departureDate: "2027-12-01" }, today)).toHaveLength(1);
  });

  it("reads cabin classes written either way", () => {
    expect(cabinCode("BUSINESS")).toBe("J");
    expect(cabinCode("w")).toBe("W");
    expect(cabinCode(undefined)).toBe("Y");
    expect(cabinCode("LUXURY")).toBeNull();
  });
});
