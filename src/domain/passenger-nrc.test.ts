import { describe, expect, it } from "vitest";
import { type PassengerRuleContext, validatePassengers } from "./passenger-info.ts";
import { passenger } from "./test-data.ts";

const today = "2026-11-21";
const domestic: PassengerRuleContext = { adults: 1, children: 1, travelType: 1, today };
// Travelling at home: an NRC number stands for the passport.
const { passportNumber, passportExpiry, countryOfPassport, ...noPassport } = passenger();
const adult = { ...noPassport, nrcNumber: "12/OUKAMA(N)123456" };
const child = { ...noPassport, firstName: "Su", dateOfBirth: "2014-12-20" };

describe("NRC and travel-day rules for passengers", () => {
  it("accepts a domestic passenger with an NRC number instead of a passport, in either script", () => {
    expect(validatePassengers([{ ...adult, nrcNumber: "12/OUKAMA(N)123456" }, child], domestic)).toBeNull();
    expect(validatePassengers([{ ...adult, nrcNumber: "၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆" }, child], domestic)).toBeNull();
  });

  it("refuses an NRC number that is not a real one, with its code and the passenger's field", () => {
    const failure = validatePassengers([{ ...adult, nrcNumber: "1/OUKAMA(N)123456" }, child], domestic);
    expect(failure).toMatchObject({
      code: "passenger.nrc",
      field: "passengerInfo.0.nrcNumber",
      message: "Please enter a valid NRC number for Adult Passenger 1",
    });
  });

  it("counts a child's age on the day of departure when the trip's date is known", () => {
    // Su turns 12 on 2026-12-20: 11 today, 12 when a 2026-12-24 flight leaves.
    expect(validatePassengers([adult, child], domestic)).toBeNull();
    expect(validatePassengers([adult, child], { ...domestic, departureDate: "2026-12-19" })).toBeNull();
    expect(validatePassengers([adult, child], { ...domestic, departureDate: "2026-12-24" })?.message).toBe(
      "Child Passenger 2 must be 11 years old or younger. Please update the date of birth.",
    );
  });

  it("reads a two-digit year as 20xx", () => {
    const young = { ...child, dateOfBirth: "20/12/14" };
    expect(validatePassengers([adult, young], { ...domestic, departureDate: "2026-12-24" })?.code).toBe(
      "passenger.childAge",
    );
  });
});
