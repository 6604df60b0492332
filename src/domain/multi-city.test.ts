import { describe, expect, it } from "vitest";
import { legsToQuery, MAX_LEGS, readLegs, validateMultiCity } from "./multi-city.ts";
import { readMultiCityQuery } from "./multi-city-query.ts";
import { hasSearchQuery, readSearchQuery, searchToQuery, withFareType } from "./search-query.ts";
import { multiCityParams } from "./test-data.ts";

const today = "2026-11-29";
const circuit = multiCityParams("2026-12-10");
const legs = circuit.legs ?? [];
const trip = { travelType: "1", adults: "1", children: "0", travelClass: "Y" };
const messages = (input: Parameters<typeof validateMultiCity>[0]) =>
  validateMultiCity(input, today).map((failure) => failure.message);

describe("multi-city legs in the address", () => {
  it("writes the legs in one readable value and the trip's fields by the search's names", () => {
    const query = searchToQuery({ ...circuit, fareType: "citizen" });
    expect(new URLSearchParams(query).toString()).toBe(
      "travelType=1&legs=RGN-NYU-2026-12-10_NYU-MDL-2026-12-13_MDL-HEH-2026-12-16_HEH-RGN-2026-12-19" +
        "&adults=1&children=0&infants=0&travelClass=Y&fareType=citizen",
    );
    expect(hasSearchQuery(query)).toBe(true);
    expect(readSearchQuery(query, today)).toEqual({
      params: { ...circuit, infants: 0, fareType: "citizen", from: "RGN", to: "RGN" },
    });
  });

  it("keeps the legs first when the fare type is added, the list's choices after them", () => {
    const query = withFareType({ sort: "time", ...searchToQuery(circuit) }, "foreigner");
    expect(Object.keys(query)).toEqual([
      "travelType",
      "legs",
      "adults",
      "children",
      "infants",
      "travelClass",
      "fareType",
      "sort",
    ]);
  });

  it("reads codes in any case, legs repeated, and leaves missing parts empty for the rules", () => {
    expect(readLegs(["rgn-nyu-2026-12-10", "NYU-MDL-2026-12-13"])).toEqual(legs.slice(0, 2));
    expect(readLegs("RGN--2026-12-10_NYU")).toEqual([
      { from: "RGN", to: "", departureDate: "2026-12-10" },
      { from: "NYU", to: "", departureDate: "" },
    ]);
    expect(readLegs(legsToQuery(legs))).toEqual(legs);
  });

  it("explains a link whose legs fail, leg by leg", () => {
    const read = readMultiCityQuery({ ...trip, legs: "RGN-NYU-2026-12-10_NYU--2026-12-09" }, today);
    expect("failures" in read && read.failures.map((f) => f.message)).toEqual([
      "Flight 2: Please select destination city/country",
      "Flight 2: Departure date cannot be earlier than the previous flight's date",
    ]);
  });
});

describe("multi-city rules", () => {
  it("passes the circuit", () => {
    expect(validateMultiCity({ ...trip, legs }, today)).toEqual([]);
  });

  it("allows an open jaw and two legs on the same day", () => {
    const openJaw = [legs[0], { from: "MDL", to: "RGN", departureDate: "2026-12-10" }];
    expect(messages({ ...trip, legs: openJaw.filter((leg) => leg !== undefined) })).toEqual([]);
  });

  it("needs 2 to 5 legs", () => {
    expect(messages({ ...trip, legs: legs.slice(0, 1) })).toEqual([
      "A multi-city trip needs at least 2 flights",
    ]);
    const six = [...legs, legs[3], legs[3]].filter((leg) => leg !== undefined);
    expect(six).toHaveLength(MAX_LEGS + 1);
    expect(messages({ ...trip, legs: six })).toEqual(["A multi-city trip can have at most 5 flights"]);
  });

  it("names the leg of each of the spec's search rules it fails", () => {
    const broken = [
      { from: "", to: "NYU", departureDate: "2026-12-10" },
      { from: "NYU", to: "NYU", departureDate: "" },
      { from: "MDL", to: "HEH", departureDate: "2026-11-20" },
      { from: "HEH", to: "RGN", departureDate: "2028-01-01" },
    ];
    const failures = validateMultiCity({ ...trip, legs: broken }, today);
    expect(failures.map((f) => f.message)).toEqual([
      "Flight 1: Please select departure city/country",
      "Flight 2: Please select departure date",
      "Flight 2: Departure and destination must be different",
      "Flight 3: Departure date cannot be in the past",
      "Flight 4: Flights are on sale up to 365 days ahead",
    ]);
    expect(failures.map((f) => f.field)).toEqual([
      "legs.0.from",
      "legs.1.departureDate",
      "legs.1.to",
      "legs.2.departureDate",
      "legs.3.departureDate",
    ]);
    expect(failures[1]?.params).toEqual({ leg: 2 });
  });

  it("refuses a date before the previous leg's, compared with the last leg that had a date", () => {
    const backwards = [
      { from: "RGN", to: "NYU", departureDate: "2026-12-10" },
      { from: "NYU", to: "MDL", departureDate: "2026-12-12" },
      { from: "MDL", to: "HEH", departureDate: "" },
      { from: "HEH", to: "RGN", departureDate: "2026-12-11" },
    ];
    expect(messages({ ...trip, legs: backwards })).toEqual([
      "Flight 3: Please select departure date",
      "Flight 4: Departure date cannot be earlier than the previous flight's date",
    ]);
  });

  it("checks the trip's own fields once, after the legs", () => {
    expect(messages({ legs, travelType: "", adults: "10", travelClass: "X" })).toEqual([
      "Please select either Domestic or International flight",
      "Please select a cabin class",
      "Adults must be between 1 and 9",
    ]);
  });
});
