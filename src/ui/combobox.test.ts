import { describe, expect, it } from "vitest";
import { airport } from "../domain/test-data.ts";
import {
  airportLabel,
  airportOptions,
  moveHighlight,
  plainChoice,
  RECENT_MAX,
  recentOptions,
  rememberAirport,
} from "./combobox.ts";

const yangon = airport();
const rgn = { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်", domestic: true };
const choice = (code: string) => ({ iataCode: code, city: code, cityMy: code, domestic: false });

describe("airport options", () => {
  it("label the city and code in the page's language", () => {
    expect(airportOptions([yangon], "en")[0]).toEqual({
      value: "RGN",
      label: "Yangon (RGN)",
      detail: "Yangon International Airport, Myanmar",
      choice: rgn,
    });
    expect(airportOptions([yangon], "my")[0]).toMatchObject({
      label: "ရန်ကုန် (RGN)",
      detail: "Yangon · Yangon International Airport",
    });
    expect(airportLabel(rgn, "my")).toBe("ရန်ကုန် (RGN)");
    expect(recentOptions([rgn], "en")[0]).toMatchObject({ value: "RGN", label: "Yangon (RGN)" });
  });
});

describe("plainChoice", () => {
  const options = (...codes: string[]) =>
    airportOptions(
      codes.map((iataCode) => airport({ iataCode })),
      "en",
    );

  it("takes the only airport listed, or the one whose code was typed", () => {
    expect(plainChoice(options("RGN"), "Rangoon")?.value).toBe("RGN");
    expect(plainChoice(options("SIN", "KUL"), " sin ")?.value).toBe("SIN");
  });

  it("takes nothing from several airports, or from none", () => {
    expect(plainChoice(options("BKK", "DMK"), "Bangkock")).toBeNull();
    expect(plainChoice(options("SIN", "KUL"), "KUL")).toBeNull();
    expect(plainChoice([], "Xyzzyville")).toBeNull();
  });
});

describe("rememberAirport", () => {
  it("puts the latest first, once, and keeps a few", () => {
    const list = ["A", "B", "C", "D", "E"].map(choice);
    const next = rememberAirport(list, choice("C"));
    expect(next.map((c) => c.iataCode)).toEqual(["C", "A", "B", "D", "E"]);
    expect(rememberAirport(list, choice("F"))).toHaveLength(RECENT_MAX);
  });
});

describe("moveHighlight", () => {
  it("moves down and up, wrapping at the ends", () => {
    expect(moveHighlight(-1, "ArrowDown", 3)).toBe(0);
    expect(moveHighlight(0, "ArrowDown", 3)).toBe(1);
    expect(moveHighlight(2, "ArrowDown", 3)).toBe(0);
    expect(moveHighlight(0, "ArrowUp", 3)).toBe(2);
    expect(moveHighlight(-1, "ArrowUp", 3)).toBe(2);
  });

  it("jumps with Home and End and ignores other keys", () => {
    expect(moveHighlight(1, "Home", 3)).toBe(0);
    expect(moveHighlight(0, "End", 3)).toBe(2);
    expect(moveHighlight(1, "a", 3)).toBeNull();
    expect(moveHighlight(-1, "ArrowDown", 0)).toBe(-1);
  });
});
