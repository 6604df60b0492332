import { describe, expect, it } from "vitest";
import { hasSearchQuery, readSearchQuery, searchToQuery } from "./search-query.ts";
import { searchParams } from "./test-data.ts";

const today = "2026-11-29";
const roundTrip = searchParams({
  returnDate: "2026-12-08",
  adults: 2,
  children: 1,
  infants: 1,
  travelClass: "BUSINESS",
});

describe("a search in the address", () => {
  it("writes the search with the call's names and the cabin's code, and reads it back", () => {
    const query = searchToQuery(roundTrip);
    expect(new URLSearchParams(query).toString()).toBe(
      "travelType=2&from=RGN&to=BKK&departureDate=2026-12-01&returnDate=2026-12-08&adults=2&children=1&infants=1&travelClass=J",
    );
    expect(readSearchQuery(query, today)).toEqual({ params: roundTrip });
  });

  it("leaves a one-way trip without a return date", () => {
    const oneWay = { ...roundTrip, returnDate: null };
    expect(searchToQuery(oneWay)).not.toHaveProperty("returnDate");
    expect(readSearchQuery(searchToQuery(oneWay), today)).toEqual({ params: oneWay });
  });

  it("reads a hand-typed link: a city's name, counts and cabin left out", () => {
    const read = readSearchQuery(
      { travelType: "1", from: "RGN", to: " Mandalay", departureDate: "2026-12-03" },
      today,
    );
    expect(read).toEqual({
      params: {
        travelType: 1,
        from: "RGN",
        to: "Mandalay",
        departureDate: "2026-12-03",
        returnDate: null,
        adults: 1,
        children: 0,
        infants: 0,
        limit: 10,
        travelClass: "ECONOMY",
      },
    });
  });

  it("gives the spec's rule failures for a link that does not hold a valid search", () => {
    const read = readSearchQuery({ from: "RGN", departureDate: "2026-11-01", travelType: "3" }, today);
    expect("failures" in read && read.failures.map((failure) => failure.message)).toEqual([
      "Please select destination city/country",
      "Please select either Domestic or International flight",
      "Departure date cannot be in the past",
    ]);
    expect("input" in read && read.input).toEqual({
      from: "RGN",
      departureDate: "2026-11-01",
      travelType: "3",
    });
  });

  it("tells a query with a search from one with only the list's sort and filters", () => {
    expect(hasSearchQuery({ sort: "time", stops: "0" })).toBe(false);
    expect(hasSearchQuery({ from: "" })).toBe(true);
  });
});
