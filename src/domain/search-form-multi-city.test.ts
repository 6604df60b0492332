import { describe, expect, it } from "vitest";
import {
  type AirportChoice,
  formLegs,
  initialSearchForm,
  restoreSearchForm,
  type SearchForm,
  type SearchFormAction,
  searchFormReducer,
  toSearchParams,
  validateSearchForm,
} from "./search-form.ts";

const airport = (iataCode: string, city: string, domestic = true): AirportChoice => ({
  iataCode,
  city,
  cityMy: city,
  domestic,
});
const RGN = airport("RGN", "Yangon");
const NYU = airport("NYU", "Bagan");
const MDL = airport("MDL", "Mandalay");
const HEH = airport("HEH", "Heho");
const BKK = airport("BKK", "Bangkok", false);
const today = "2026-11-29";

const run = (...actions: SearchFormAction[]): SearchForm =>
  actions.reduce(searchFormReducer, initialSearchForm);
const from = (index: number, a: AirportChoice): SearchFormAction => ({ type: "legFrom", index, airport: a });
const to = (index: number, a: AirportChoice): SearchFormAction => ({ type: "legTo", index, airport: a });
const date = (index: number, d: string): SearchFormAction => ({ type: "legDate", index, date: d });
const codes = (form: SearchForm) => formLegs(form).map((leg) => `${leg.from?.iataCode}-${leg.to?.iataCode}`);

/** Yangon, Bagan, Mandalay, Heho and back, filled in as a traveller would. */
const circuit = run(
  { type: "from", airport: RGN },
  { type: "to", airport: NYU },
  { type: "departureDate", date: "2026-12-10" },
  { type: "tripType", tripType: "multiCity" },
  to(0, MDL),
  date(0, "2026-12-13"),
  { type: "addLeg" },
  to(1, HEH),
  date(1, "2026-12-16"),
  { type: "addLeg" },
  to(2, RGN),
  date(2, "2026-12-19"),
  { type: "cabin", cabin: "Y" },
);

describe("the multi-city form", () => {
  it("starts a new leg where the previous one ended, up to five legs", () => {
    expect(codes(circuit)).toEqual(["RGN-NYU", "NYU-MDL", "MDL-HEH", "HEH-RGN"]);
    const five = run({ type: "tripType", tripType: "multiCity" }, ...Array(6).fill({ type: "addLeg" }));
    expect(formLegs(five)).toHaveLength(5);
  });

  it("moves the next leg's From with a leg's To, but keeps an open jaw the traveller chose", () => {
    const moved = searchFormReducer(circuit, to(0, HEH));
    expect(codes(moved).slice(1, 3)).toEqual(["NYU-HEH", "HEH-HEH"]);
    const openJaw = run(
      { type: "to", airport: MDL },
      { type: "tripType", tripType: "multiCity" },
      from(0, HEH),
    );
    expect(codes(searchFormReducer(openJaw, { type: "to", airport: NYU }))[1]).toBe("HEH-undefined");
  });

  it("removes a leg, and One way keeps the first leg and clears the return date", () => {
    expect(codes(searchFormReducer(circuit, { type: "removeLeg", index: 1 }))).toEqual([
      "RGN-NYU",
      "NYU-MDL",
      "HEH-RGN",
    ]);
    const oneWay = searchFormReducer(circuit, { type: "tripType", tripType: "oneWay" });
    expect([oneWay.from, oneWay.to, oneWay.departureDate]).toEqual([RGN, NYU, "2026-12-10"]);
    expect(validateSearchForm(oneWay, today)).toEqual([]);
    expect(toSearchParams(oneWay).legs).toBeUndefined();
  });

  it("ticks Domestic only when every leg stays in Myanmar", () => {
    expect([circuit.domestic, circuit.international]).toEqual([true, false]);
    const abroad = searchFormReducer(circuit, to(2, BKK));
    expect([abroad.domestic, abroad.international]).toEqual([false, true]);
    const refused = searchFormReducer(abroad, { type: "domestic", checked: true });
    expect(validateSearchForm(refused, today).map((f) => f.code)).toEqual(["search.domesticAbroad"]);
  });

  it("names the leg of a failure and its field", () => {
    const broken = run(
      { type: "tripType", tripType: "multiCity" },
      { type: "from", airport: RGN },
      { type: "to", airport: NYU },
      date(0, "2026-12-01"),
    );
    const failures = validateSearchForm({ ...broken, departureDate: "2026-12-10" }, today);
    expect(failures.map((f) => [f.field, f.message])).toEqual([
      ["legs.1.to", "Flight 2: Please select destination city/country"],
      ["legs.1.departureDate", "Flight 2: Departure date cannot be earlier than the previous flight's date"],
      // Not ticked for the traveller: a leg's airport is still missing.
      ["travelType", "Please select either Domestic or International flight"],
      ["travelClass", "Please select a cabin class"],
    ]);
  });

  it("searches every leg, the trip's ends in from, to and the first date", () => {
    expect(validateSearchForm(circuit, today)).toEqual([]);
    expect(toSearchParams(circuit)).toMatchObject({
      travelType: 1,
      from: "RGN",
      to: "RGN",
      departureDate: "2026-12-10",
      returnDate: null,
      legs: [
        { from: "RGN", to: "NYU", departureDate: "2026-12-10" },
        { from: "NYU", to: "MDL", departureDate: "2026-12-13" },
        { from: "MDL", to: "HEH", departureDate: "2026-12-16" },
        { from: "HEH", to: "RGN", departureDate: "2026-12-19" },
      ],
    });
  });

  it("comes back as it was left, passed dates dropped", () => {
    const saved = JSON.parse(JSON.stringify(circuit));
    expect(restoreSearchForm(saved, today)).toEqual(circuit);
    expect(restoreSearchForm(saved, "2026-12-14").legs.map((leg) => leg.date)).toEqual([
      null,
      "2026-12-16",
      "2026-12-19",
    ]);
  });
});
