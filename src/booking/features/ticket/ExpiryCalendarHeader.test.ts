import { describe, expect, it } from "vitest";
import { EXPIRY_YEARS_AHEAD, expiryYears } from "./ExpiryCalendarHeader.tsx";

describe("expiryYears", () => {
  it("offers this year and the next fifteen", () => {
    const years = expiryYears(2026, 2030);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2026 + EXPIRY_YEARS_AHEAD);
    expect(years).toHaveLength(EXPIRY_YEARS_AHEAD + 1);
  });

  it("adds the year on show when a typed date lies outside the list", () => {
    expect(expiryYears(2026, 2020)[0]).toBe(2020);
    expect(expiryYears(2026, 2050).at(-1)).toBe(2050);
    expect(expiryYears(2026, 2050)).toHaveLength(EXPIRY_YEARS_AHEAD + 2);
  });
});
