import { describe, expect, it } from "vitest";
import { countryFor, FARE_TYPES, fareTypeFor, readFareType } from "./fare-type.ts";

describe("fare types", () => {
  it("follow the country setting both ways", () => {
    expect(fareTypeFor("myanmar")).toBe("citizen");
    expect(fareTypeFor("foreigner")).toBe("foreigner");
    for (const fareType of FARE_TYPES) expect(fareTypeFor(countryFor(fareType))).toBe(fareType);
  });

  it("read a query's value in any case, and nothing else", () => {
    expect(readFareType("citizen")).toBe("citizen");
    expect(readFareType(" FOREIGNER ")).toBe("foreigner");
    for (const bad of ["", "myanmar", "local", "citizens", 1, null, undefined])
      expect(readFareType(bad), String(bad)).toBeNull();
  });
});
