import { describe, expect, it } from "vitest";
import { searchParams } from "../../../domain/test-data.ts";
import { translator } from "../../../i18n/translate.ts";
import { summaryText } from "./summary-text.ts";

const oneWay = searchParams({ travelType: 1, adults: 2, children: 1, infants: 1, travelClass: "BUSINESS" });
const roundTrip = {
  ...oneWay,
  travelType: 2 as const,
  returnDate: "2026-12-08",
  travelClass: "ECONOMY" as const,
};
const form = {
  from: { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်" },
  to: { iataCode: "BKK", city: "Bangkok", cityMy: "ဘန်ကောက်" },
};

describe("summaryText", () => {
  it("words the route with the panel's city names, then trip type, cabin, dates and travellers", () => {
    expect(summaryText(oneWay, form, "en", translator("en"))).toEqual({
      route: "Yangon (RGN) to Bangkok (BKK)",
      facts: "One way · Business · December 1, 2026 · Passengers: 4",
      modifyHref: "/",
    });
    expect(summaryText(roundTrip, null, "en", translator("en")).facts).toBe(
      "Round Trip · Economy · December 1, 2026 - December 8, 2026 · Passengers: 4",
    );
    expect(summaryText(roundTrip, null, "en", translator("en")).route).toBe("RGN to BKK");
  });

  it("names places the panel did not choose once their cities are known; a link's old name by its city", () => {
    const cities: Record<string, string> = { RGN: "Yangon", Rangoon: "Yangon", Pagan: "Bagan" };
    const city = (code: string) => cities[code] ?? code;
    expect(summaryText(roundTrip, null, "en", translator("en"), city).route).toBe("Yangon (RGN) to BKK");
    const link = { ...oneWay, from: "Rangoon", to: "Pagan" };
    expect(summaryText(link, null, "en", translator("en"), city).route).toBe("Yangon to Bagan");
  });

  it("speaks Myanmar and sends Modify search to the Myanmar home page", () => {
    const { route, modifyHref } = summaryText(oneWay, form, "my", translator("my"));
    expect(route).toContain("ရန်ကုန် (RGN)");
    expect(modifyHref).toBe("/my/");
  });
});
