import { describe, expect, it } from "vitest";
import { requiredDocument } from "./fare-document.ts";
import { validatePassengers } from "./passenger-info.ts";
import { passenger } from "./test-data.ts";

describe("requiredDocument", () => {
  const home = { adults: 1, children: 0, travelType: 1 as const, today: "2026-11-29" };
  const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };
  const nrcOnly = passenger({ ...noPassport, nrcNumber: "12/OUKAMA(N)123456" });

  it("a citizen fare asks each adult for an NRC: a passport alone is refused", () => {
    const ctx = { ...home, requiredDocument: requiredDocument("citizen") };
    expect(validatePassengers([nrcOnly], ctx)).toBeNull();
    expect(validatePassengers([passenger()], ctx)?.field).toBe("passengerInfo.0.nrcNumber");
  });

  it("a foreigner fare asks each adult for a passport: an NRC alone is refused", () => {
    const ctx = { ...home, requiredDocument: requiredDocument("foreigner") };
    expect(validatePassengers([passenger()], ctx)).toBeNull();
    expect(validatePassengers([nrcOnly], ctx)).not.toBeNull();
  });

  it("an offer without a fare type (international) leaves it to the trip's rules", () => {
    expect(requiredDocument(undefined)).toBe("either");
  });
});
