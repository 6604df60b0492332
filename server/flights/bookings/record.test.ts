import { describe, expect, it } from "vitest";
import type { BookedSegment } from "../../../src/domain/booking.ts";
import { AIRPORTS } from "../datasets/airports.ts";
import { cityNames } from "./record.ts";

const leg = (origin: string, destination: string) => ({ origin, destination }) as BookedSegment;

describe("cityNames", () => {
  it("names the city of every airport the inventory serves, in English and Myanmar", () => {
    const cities = cityNames(AIRPORTS.map((a) => leg(a.iataCode, "RGN")));
    expect(Object.keys(cities).sort()).toEqual(AIRPORTS.map((a) => a.iataCode).sort());
    expect(cities.MDL).toEqual({ city: "Mandalay", cityMy: "မန္တလေး" });
    expect(cities.DMK).toEqual({ city: "Bangkok", cityMy: "ဘန်ကောက်" });
    for (const name of Object.values(cities)) expect(name.city && name.cityMy).toBeTruthy();
  });

  it("leaves out a code it does not know", () => {
    expect(cityNames([leg("RGN", "XXX")])).toEqual({ RGN: { city: "Yangon", cityMy: "ရန်ကုန်" } });
  });
});
