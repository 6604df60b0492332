import { describe, expect, it } from "vitest";
import { citiesFrom, storedCities } from "./known-cities.ts";

const yangon = { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်", domestic: true };
const bangkok = { iataCode: "BKK", city: "Bangkok", cityMy: "", domestic: false };

describe("citiesFrom", () => {
  it("names the last search's airports and the recent ones, in both languages", () => {
    const names = citiesFrom({ from: yangon, to: null }, [bangkok, { iataCode: "MDL", city: "Mandalay" }]);
    expect(names).toEqual({
      RGN: { en: "Yangon", my: "ရန်ကုန်" },
      BKK: { en: "Bangkok", my: "Bangkok" },
      MDL: { en: "Mandalay", my: "Mandalay" },
    });
  });

  it("keeps the first name of a code and skips what is not an airport", () => {
    const names = citiesFrom({ from: yangon }, [
      { ...yangon, city: "Rangoon" },
      { iataCode: 7 },
      "RGN",
      null,
    ]);
    expect(names).toEqual({ RGN: { en: "Yangon", my: "ရန်ကုန်" } });
    expect(citiesFrom(null, "not a list")).toEqual({});
  });
});

describe("storedCities", () => {
  it("reads the search form and the recent airports from storage, and survives what does not parse", () => {
    const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
    expect(
      storedCities(storage({ searchForm: JSON.stringify({ from: yangon }), recentAirports: "[" })),
    ).toEqual({ RGN: { en: "Yangon", my: "ရန်ကုန်" } });
    expect(storedCities(storage({}))).toEqual({});
    expect(
      storedCities({
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toEqual({});
  });
});
