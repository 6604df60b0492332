import { describe, expect, it } from "vitest";
import { type PassengerRuleContext, requiredPassengerFields, validatePassengers } from "./passenger-info.ts";
import { child, passenger } from "./test-data.ts";

const today = "2026-11-21";
const home: PassengerRuleContext = { adults: 1, children: 1, travelType: 1, today };
const abroad: PassengerRuleContext = { ...home, travelType: 2 };
const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };
const nrc = "12/OUKAMA(N)123456";
const kid = child({ ...noPassport });

describe("the identity document of an adult on a domestic trip", () => {
  it("is an NRC or a passport when the fare takes either", () => {
    expect(validatePassengers([passenger({ ...noPassport, nrcNumber: nrc }), kid], home)).toBeNull();
    expect(validatePassengers([passenger(), kid], home)).toBeNull();
    expect(validatePassengers([passenger({ ...noPassport }), kid], home)).toEqual({
      code: "passenger.idDocument",
      params: { kind: "Adult", n: 1 },
      field: "passengerInfo.0.nrcNumber",
      message:
        "Adult Passenger 1 needs an NRC or a passport for a flight inside Myanmar. Please enter one of them.",
    });
  });

  it("is the NRC when the fare asks for it", () => {
    const citizen = { ...home, requiredDocument: "nrc" as const };
    expect(validatePassengers([passenger({ nrcNumber: nrc }), kid], citizen)).toBeNull();
    expect(validatePassengers([passenger(), kid], citizen)).toMatchObject({
      code: "passenger.nrcRequired",
      field: "passengerInfo.0.nrcNumber",
      message: "Adult Passenger 1 needs an NRC for this fare. Please enter the NRC number.",
    });
  });

  it("is the passport, whole, when the fare asks for it", () => {
    const foreigner = { ...home, requiredDocument: "passport" as const };
    expect(validatePassengers([passenger(), kid], foreigner)).toBeNull();
    expect(validatePassengers([passenger({ ...noPassport, nrcNumber: nrc }), kid], foreigner)).toMatchObject({
      code: "passenger.passportRequired",
      field: "passengerInfo.0.passportNumber",
      message:
        "Adult Passenger 1 needs a passport for this fare. Please enter the passport number, expiry date and country.",
    });
    // A passport begun but not finished: the fields still missing are named.
    const begun = passenger({ passportExpiry: "", nrcNumber: nrc });
    expect(validatePassengers([begun, kid], foreigner)).toMatchObject({
      code: "passenger.missing",
      params: { fields: ["passportExpiry"] },
    });
    expect(requiredPassengerFields("Adult", 1, "passport")).toContain("passportNumber");
    expect(requiredPassengerFields("Adult", 1, "either")).not.toContain("passportNumber");
  });

  it("is not asked of a child, at home or abroad", () => {
    expect(validatePassengers([passenger(), kid], home)).toBeNull();
    const citizen = { ...home, requiredDocument: "nrc" as const };
    expect(validatePassengers([passenger({ nrcNumber: nrc }), kid], citizen)).toBeNull();
    expect(validatePassengers([passenger(), kid], abroad)).toBeNull();
  });

  it("takes an adult's passport only whole: its number, expiry and country", () => {
    expect(validatePassengers([passenger({ passportExpiry: "", countryOfPassport: "" }), kid], home)).toEqual(
      {
        code: "passenger.missing",
        params: { kind: "Adult", n: 1, fields: ["passportExpiry", "countryOfPassport"] },
        field: "passengerInfo.0.passportExpiry",
        message:
          "Please fill in all required fields for Adult Passenger 1: passportExpiry, countryOfPassport",
      },
    );
    expect(validatePassengers([passenger(), child({ passportExpiry: "" })], home)).toBeNull();
  });
});

describe("names, countries and passport numbers", () => {
  it("wants names in Latin letters, accents allowed, and says so of Myanmar script", () => {
    expect(
      validatePassengers([passenger({ firstName: "José", lastName: "Müller-O'Neil" }), kid], home),
    ).toBeNull();
    for (const [firstName, lastName, field] of [
      ["အောင်", "Kyaw", "firstName"],
      ["Aung", "ကျော်", "lastName"],
      ["Иван", "Kyaw", "firstName"],
      ["42", "Kyaw", "firstName"],
    ])
      expect(validatePassengers([passenger({ firstName, lastName }), kid], home)).toEqual({
        code: "passenger.nameLatin",
        params: { kind: "Adult", n: 1 },
        field: `passengerInfo.0.${field}`,
        message:
          "Please write the name of Adult Passenger 1 in Latin letters (A-Z), as in their passport or travel document. Airlines cannot take names in Myanmar script.",
      });
    expect(validatePassengers([passenger(), child({ lastName: "လှိုင်" })], home)?.message).toContain(
      "Child Passenger 2 in Latin letters",
    );
  });

  it("wants a nationality and a country of passport from the list of countries", () => {
    expect(
      validatePassengers([passenger({ nationality: "th", countryOfPassport: "TH" }), kid], home),
    ).toBeNull();
    expect(validatePassengers([passenger({ nationality: "zz" }), kid], home)).toEqual({
      code: "passenger.nationality",
      params: { kind: "Adult", n: 1 },
      field: "passengerInfo.0.nationality",
      message: "Please choose the nationality of Adult Passenger 1 from the list of countries",
    });
    expect(validatePassengers([passenger(), child({ countryOfPassport: "Myanmar" })], abroad)).toEqual({
      code: "passenger.countryOfPassport",
      params: { kind: "Child", n: 2 },
      field: "passengerInfo.1.countryOfPassport",
      message: "Please choose the country of passport of Child Passenger 2 from the list of countries",
    });
  });

  it("wants a passport number of 5 to 9 letters and digits", () => {
    for (const passportNumber of ["!!", "MA1", "MA12345678", "MA-1234"])
      expect(validatePassengers([passenger({ passportNumber }), kid], abroad)).toEqual({
        code: "passenger.passportNumber",
        params: { kind: "Adult", n: 1 },
        field: "passengerInfo.0.passportNumber",
        message: "The passport number of Adult Passenger 1 must be 5 to 9 letters and digits",
      });
    expect(validatePassengers([passenger({ passportNumber: "ma12345" }), kid], abroad)).toBeNull();
  });
});
