import { describe, expect, it } from "vitest";
import { countryName, countryOptions, isCountryCode } from "./countries.ts";

describe("countries", () => {
  it("knows every ISO 3166-1 alpha-2 country and nothing else", () => {
    for (const code of ["MM", "TH", "SG", "US", "GB", "SS", "AX"])
      expect(isCountryCode(code), code).toBe(true);
    for (const code of ["zz", "UK", "EU", "XK", "Myanmar", "M", "", 42])
      expect(isCountryCode(code)).toBe(false);
    expect(countryOptions("en")).toHaveLength(249);
  });

  it("reads a code in any case and with spaces around it", () => {
    expect(isCountryCode(" mm ")).toBe(true);
    expect(countryName(" th", "en")).toBe("Thailand");
  });

  it("names countries in English and in Myanmar script", () => {
    expect(countryName("MM", "en")).toBe("Myanmar");
    expect(countryName("MM", "my")).toBe("မြန်မာ");
    expect(countryName("TH", "my")).toBe("ထိုင်း");
    expect(countryName("CN", "my")).toBe("တရုတ်");
    expect(countryName("SG", "my")).toBe("စင်္ကာပူ");
    for (const { code, name } of countryOptions("my")) expect(name, code).toMatch(/[\u1000-\u109f]/);
  });

  it("shows text that is not a code as it is", () => {
    expect(countryName("Myanmar", "my")).toBe("Myanmar");
  });

  it("lists Myanmar first, then the rest by name in the page's language", () => {
    for (const locale of ["en", "my"] as const) {
      const list = countryOptions(locale);
      expect(list[0]?.code).toBe("MM");
      const rest = list.slice(1).map((c) => c.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
      expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    }
    expect(countryOptions("en")[1]?.name).toBe("Afghanistan");
  });
});
