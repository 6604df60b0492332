import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/api-error.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import { unknownPlace } from "./search-failure.ts";

const params: SearchParams = {
  travelType: 1,
  from: "XXX",
  to: "BKK",
  departureDate: "2026-12-20",
  returnDate: null,
  adults: 1,
  children: 0,
  limit: 50,
  travelClass: "ECONOMY",
};
const refused = (fields: Record<string, string>) =>
  new ApiError("http", "Unknown airport or city", { status: 400, code: "VALIDATION_FAILED", fields });

describe("unknownPlace", () => {
  it("names the place the search asked for where the answer says it is unknown", () => {
    expect(unknownPlace(refused({ from: "unknown" }), params)).toBe("XXX");
    expect(unknownPlace(refused({ to: "unknown" }), params)).toBe("BKK");
    const legs = [
      { from: "RGN", to: "NYU", departureDate: "2026-12-20" },
      { from: "NYU", to: "ZZZ", departureDate: "2026-12-22" },
    ];
    expect(unknownPlace(refused({ "legs.1.to": "unknown" }), { ...params, legs })).toBe("ZZZ");
  });

  it("names nothing for another refusal or a lost connection", () => {
    expect(unknownPlace(refused({ departureDate: "past" }), params)).toBeNull();
    expect(unknownPlace(new ApiError("network", "offline"), params)).toBeNull();
  });
});
