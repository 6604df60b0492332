import { describe, expect, it } from "vitest";
import { type PassengerRuleContext, validatePassengers } from "./passenger-info.ts";
import { child as childPassenger, passenger } from "./test-data.ts";

const today = "2026-11-21";
const adult = passenger();
const child = childPassenger();
const abroad: PassengerRuleContext = { adults: 1, children: 1, travelType: 2, today };

describe("validatePassengers", () => {
  it("accepts an adult and a child with what they need", () => {
    expect(validatePassengers([adult, child], abroad)).toBeNull();
  });

  it("needs at least one passenger and one per traveller", () => {
    expect(validatePassengers([], abroad)?.message).toBe("Please add passenger information");
    expect(validatePassengers([adult], abroad)?.message).toBe("Please add information for all 2 passengers");
  });

  it("lists the missing fields of a passenger, passport fields for adults abroad", () => {
    const { passportNumber, countryOfPassport, ...noPassport } = adult;
    expect(validatePassengers([{ ...noPassport, email: "" }, child], abroad)).toEqual({
      code: "passenger.missing",
      params: { kind: "Adult", n: 1, fields: ["email", "passportNumber", "countryOfPassport"] },
      message:
        "Please fill in all required fields for Adult Passenger 1: email, passportNumber, countryOfPassport",
      field: "passengerInfo.0.email",
    });
    const home = { ...abroad, travelType: 1 as const };
    const withNrc = { ...noPassport, nrcNumber: "12/OUKAMA(N)123456" };
    expect(validatePassengers([withNrc, { ...child, passportExpiry: "" }], home)).toBeNull();
  });

  it("names children by their passenger number", () => {
    expect(validatePassengers([adult, { ...child, gender: "" }], abroad)?.message).toBe(
      "Please fill in all required fields for Child Passenger 2: gender",
    );
  });

  it("rejects a child over 11, reading day/month/year with 20xx years", () => {
    expect(validatePassengers([adult, { ...child, dateOfBirth: "2012-01-01" }], abroad)?.message).toBe(
      "Child Passenger 2 must be 11 years old or younger. Please update the date of birth.",
    );
    expect(validatePassengers([adult, { ...child, dateOfBirth: "01/06/15" }], abroad)).toBeNull();
    expect(validatePassengers([adult, { ...child, dateOfBirth: "01/06/14" }], abroad)?.message).toContain(
      "must be 11 years old or younger",
    );
  });

  it("counts ages on the day of travel: an adult is 12 or older, a child 2 or older", () => {
    const flying = { ...abroad, departureDate: "2026-12-10" };
    expect(validatePassengers([{ ...adult, dateOfBirth: "2020-01-01" }, child], flying)?.message).toBe(
      "Adult Passenger 1 must be 12 years old or older on the day of travel. Please update the date of birth.",
    );
    // 12 on the day of travel, not yet today.
    expect(validatePassengers([{ ...adult, dateOfBirth: "2014-12-05" }, child], flying)).toBeNull();
    expect(validatePassengers([adult, { ...child, dateOfBirth: "2026-01-01" }], flying)).toMatchObject({
      code: "passenger.childYoung",
      params: { n: 2, min: 2 },
      field: "passengerInfo.1.dateOfBirth",
    });
    expect(validatePassengers([adult, { ...child, dateOfBirth: "2024-12-10" }], flying)).toBeNull();
  });

  it("checks a passenger's e-mail and phone as the contact's", () => {
    expect(validatePassengers([{ ...adult, email: "not-an-email" }, child], abroad)).toMatchObject({
      message: "Please enter a valid e-mail address for Adult Passenger 1",
      field: "passengerInfo.0.email",
    });
    expect(validatePassengers([adult, { ...child, phoneNumber: "abc" }], abroad)).toMatchObject({
      message: "Please enter a valid phone number for Child Passenger 2",
      field: "passengerInfo.1.phoneNumber",
    });
    expect(validatePassengers([{ ...adult, phoneNumber: "+95 9 420 111 222" }, child], abroad)).toBeNull();
  });

  it("refuses a passport that expires before the last flight", () => {
    const trip = { ...abroad, departureDate: "2026-12-10", lastTravelDate: "2026-12-16" };
    expect(validatePassengers([{ ...adult, passportExpiry: "2026-12-01" }, child], trip)).toMatchObject({
      message:
        "The passport of Adult Passenger 1 expires before the last flight. Please check the passport expiry date.",
      field: "passengerInfo.0.passportExpiry",
    });
    expect(validatePassengers([{ ...adult, passportExpiry: "2026-12-16" }, child], trip)).toBeNull();
  });

  it("rejects unreadable or future birth dates and past passport expiry", () => {
    expect(validatePassengers([{ ...adult, dateOfBirth: "tomorrow" }, child], abroad)?.message).toBe(
      "Please enter a valid date of birth for Adult Passenger 1",
    );
    expect(validatePassengers([adult, { ...child, dateOfBirth: "2027-01-01" }], abroad)?.field).toBe(
      "passengerInfo.1.dateOfBirth",
    );
    expect(validatePassengers([{ ...adult, passportExpiry: "2026-11-20" }, child], abroad)?.message).toBe(
      "The passport of Adult Passenger 1 has expired. Please update the passport expiry date.",
    );
  });
});
