import { describe, expect, it } from "vitest";
import {
  type AirportChoice,
  initialSearchForm,
  maxCount,
  restoreSearchForm,
  type SearchForm,
  type SearchFormAction,
  searchFormReducer,
  searchInput,
  toSearchParams,
  validateSearchForm,
} from "./search-form.ts";
import { validateSearch } from "./search-params.ts";

const RGN: AirportChoice = { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်", domestic: true };
const MDL: AirportChoice = { iataCode: "MDL", city: "Mandalay", cityMy: "မန္တလေး", domestic: true };
const BKK: AirportChoice = { iataCode: "BKK", city: "Bangkok", cityMy: "ဘန်ကောက်", domestic: false };

const run = (...actions: SearchFormAction[]): SearchForm =>
  actions.reduce(searchFormReducer, initialSearchForm);

describe("trip type", () => {
  it("One way and Multi-city clear the return date", () => {
    const round = run(
      { type: "tripType", tripType: "roundTrip" },
      { type: "departureDate", date: "2026-12-01" },
      { type: "returnDate", date: "2026-12-05" },
    );
    expect(round.returnDate).toBe("2026-12-05");
    expect(searchFormReducer(round, { type: "tripType", tripType: "oneWay" }).returnDate).toBeNull();
    expect(searchFormReducer(round, { type: "tripType", tripType: "multiCity" }).returnDate).toBeNull();
  });

  it("Round Trip ticks Domestic, but keeps an International choice", () => {
    expect(run({ type: "tripType", tripType: "roundTrip" })).toMatchObject({
      domestic: true,
      international: false,
    });
    expect(
      run({ type: "international", checked: true }, { type: "tripType", tripType: "roundTrip" }),
    ).toMatchObject({ domestic: false, international: true });
  });

  it("a return date is only kept on a round trip", () => {
    expect(run({ type: "returnDate", date: "2026-12-05" }).returnDate).toBeNull();
  });
});

describe("Domestic and International", () => {
  it("exclude each other", () => {
    const domestic = run({ type: "international", checked: true }, { type: "domestic", checked: true });
    expect(domestic).toMatchObject({ domestic: true, international: false });
    const international = searchFormReducer(domestic, { type: "international", checked: true });
    expect(international).toMatchObject({ domestic: false, international: true });
    expect(searchFormReducer(international, { type: "international", checked: false })).toMatchObject({
      domestic: false,
      international: false,
    });
  });

  it("follow the airports once both are chosen", () => {
    expect(run({ type: "from", airport: RGN }, { type: "to", airport: BKK })).toMatchObject({
      international: true,
      domestic: false,
    });
    expect(run({ type: "from", airport: RGN }, { type: "to", airport: MDL }).domestic).toBe(true);
    expect(run({ type: "from", airport: RGN }).domestic).toBe(false);
  });
});

describe("dates", () => {
  it("a departure later than the return clears the return", () => {
    const round = run(
      { type: "tripType", tripType: "roundTrip" },
      { type: "departureDate", date: "2026-12-01" },
      { type: "returnDate", date: "2026-12-05" },
    );
    expect(searchFormReducer(round, { type: "departureDate", date: "2026-12-05" }).returnDate).toBe(
      "2026-12-05",
    );
    expect(searchFormReducer(round, { type: "departureDate", date: "2026-12-06" }).returnDate).toBeNull();
  });
});

describe("passenger counts", () => {
  it("stay within the spec's ranges", () => {
    expect(run({ type: "count", kind: "adults", value: 0 }).adults).toBe(1);
    expect(run({ type: "count", kind: "adults", value: 10 }).adults).toBe(9);
    expect(run({ type: "count", kind: "children", value: -1 }).children).toBe(0);
    expect(run({ type: "count", kind: "children", value: 12 }).children).toBe(9);
  });

  it("never has more infants than adults", () => {
    const form = run(
      { type: "count", kind: "adults", value: 3 },
      { type: "count", kind: "infants", value: 5 },
    );
    expect(form.infants).toBe(3);
    expect(maxCount(form, "infants")).toBe(3);
    expect(searchFormReducer(form, { type: "count", kind: "adults", value: 2 }).infants).toBe(2);
  });
});

describe("dropdowns", () => {
  it("picking a cabin closes its dropdown; each toggles and closes the other", () => {
    const open = run({ type: "toggleCabin" });
    expect(open.cabinOpen).toBe(true);
    expect(searchFormReducer(open, { type: "cabin", cabin: "J" })).toMatchObject({
      cabin: "J",
      cabinOpen: false,
    });
    const passengers = searchFormReducer(open, { type: "togglePassengers" });
    expect(passengers).toMatchObject({ passengersOpen: true, cabinOpen: false });
    expect(searchFormReducer(passengers, { type: "togglePassengers" }).passengersOpen).toBe(false);
  });
});

describe("form to search parameters", () => {
  const complete = run(
    { type: "from", airport: RGN },
    { type: "to", airport: BKK },
    { type: "tripType", tripType: "roundTrip" },
    { type: "departureDate", date: "2026-12-01" },
    { type: "returnDate", date: "2026-12-08" },
    { type: "count", kind: "adults", value: 2 },
    { type: "count", kind: "infants", value: 1 },
    { type: "cabin", cabin: "W" },
  );

  it("an empty form fails the panel's rules in the spec's order", () => {
    expect(validateSearch(searchInput(initialSearchForm), "2026-11-23").map((f) => f.message)).toEqual([
      "Please select departure city/country",
      "Please select destination city/country",
      "Please select departure date",
      "Please select either Domestic or International flight",
      "Please select a cabin class",
    ]);
  });

  it("maps a complete form, infants on lap included; limit 10", () => {
    expect(validateSearch(searchInput(complete), "2026-11-23")).toEqual([]);
    expect(toSearchParams(complete)).toEqual({
      travelType: 2,
      from: "RGN",
      to: "BKK",
      departureDate: "2026-12-01",
      returnDate: "2026-12-08",
      adults: 2,
      children: 0,
      infants: 1,
      limit: 10,
      travelClass: "PREMIUM_ECONOMY",
    });
  });

  it("asks a round trip for its return date and refuses Domestic with an airport abroad", () => {
    const codes = (form: SearchForm) => validateSearchForm(form, "2026-11-23").map((f) => f.code);
    expect(codes(complete)).toEqual([]);
    expect(codes(searchFormReducer(complete, { type: "returnDate", date: null }))).toEqual([
      "search.returnDate",
    ]);
    // One way needs no return date.
    expect(codes(searchFormReducer(complete, { type: "tripType", tripType: "oneWay" }))).toEqual([]);
    expect(codes(searchFormReducer(complete, { type: "domestic", checked: true }))).toEqual([
      "search.domesticAbroad",
    ]);
    const home = searchFormReducer(complete, { type: "to", airport: MDL });
    expect(codes(searchFormReducer(home, { type: "domestic", checked: true }))).toEqual([]);
  });

  it("restores only over an untouched form", () => {
    const touched = run({ type: "tripType", tripType: "roundTrip" });
    expect(searchFormReducer(touched, { type: "restore", form: complete })).toBe(touched);
    expect(searchFormReducer(initialSearchForm, { type: "restore", form: complete })).toBe(complete);
  });

  it("restores the last form with menus closed and past dates dropped", () => {
    const saved = JSON.parse(JSON.stringify({ ...complete, cabinOpen: true }));
    expect(restoreSearchForm(saved, "2026-11-23")).toEqual(complete);
    const later = restoreSearchForm(saved, "2026-12-02");
    expect(later).toMatchObject({ departureDate: null, returnDate: "2026-12-08", from: RGN });
    expect(restoreSearchForm("nonsense", "2026-11-23")).toEqual(initialSearchForm);
  });
});
