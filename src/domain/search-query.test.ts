import { describe, expect, it } from "vitest";
import { hasSearchQuery, readSearchQuery, searchToQuery, withFareType } from "./search-query.ts";
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

  it("carries the fare type, so a shared link shows the prices its sender saw", () => {
    const citizen = { ...roundTrip, fareType: "citizen" as const };
    const query = searchToQuery(citizen);
    expect(new URLSearchParams(query).toString()).toMatch(/&travelClass=J&fareType=citizen$/);
    expect(readSearchQuery(query, today)).toEqual({ params: citizen });
    // Any case reads; a value that is no fare type is left out, as none.
    expect(readSearchQuery({ ...query, fareType: "FOREIGNER" }, today)).toEqual({
      params: { ...roundTrip, fareType: "foreigner" },
    });
    expect(readSearchQuery({ ...query, fareType: "local" }, today)).toEqual({ params: roundTrip });
  });

  it("sets a fare type among the search's keys, before the list's", () => {
    const query = { ...searchToQuery(roundTrip), sort: "time", stops: "0" };
    const next = withFareType(query, "foreigner");
    expect(Object.keys(next).slice(-3)).toEqual(["fareType", "sort", "stops"]);
    expect(withFareType(next, "citizen")).toEqual({ ...next, fareType: "citizen" });
    expect(Object.keys(withFareType(next, "citizen"))).toEqual(Object.keys(next));
  });

  it("tells a query with a search from one with only the list's sort and filters", () => {
    expect(hasSearchQuery({ sort: "time", stops: "0" })).toBe(false);
    expect(hasSearchQuery({ from: "" })).toBe(true);
  });
});
