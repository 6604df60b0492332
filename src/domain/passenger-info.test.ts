import { describe, expect, it } from "vitest";
import { type PassengerRuleContext, validatePassengers } from "./passenger-info.ts";

const today = "2026-11-21";
const adult = {
  firstName: "Aung",
  lastName: "Kyaw",
  phoneNumber: "959123456",
  email: "aung@example.mm",
  gender: "MALE",
  nationality: "Myanmar",
  dateOfBirth: "1990-01-15",
  passportNumber: "MA123456",
  passportExpiry: "2030-01-01",
  countryOfPassport: "Myanmar",
};
const child = { ...adult, firstName: "Su", dateOfBirth: "2018-05-01" };
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
    expect(validatePassengers([noPassport, { ...child, passportExpiry: "" }], home)).toBeNull();
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
