import { describe, expect, it } from "vitest";
import { bookedPassengers, kindOf, priceBreakdown } from "./booked-passengers.ts";
import {
  lapOf,
  type PassengerRuleContext,
  passengerKind,
  requiredPassengerFields,
  validatePassenger,
  validatePassengers,
} from "./passenger-info.ts";
import { child, flightOffer, infant, passenger } from "./test-data.ts";

const today = "2026-11-21";
const family = { adults: 2, children: 1, infants: 1 };
/** Two adults, a child and an infant on a round trip abroad whose last flight is on 10 March 2027. */
const abroad: PassengerRuleContext = {
  ...family,
  travelType: 2,
  today,
  departureDate: "2026-12-10",
  lastFlightDate: "2027-03-10",
  lastTravelDate: "2027-03-10",
};
const home: PassengerRuleContext = { ...abroad, travelType: 1 };
const everyone = [passenger(), passenger({ firstName: "Hla" }), child(), infant()];

describe("infants on lap", () => {
  it("come after adults and children, each on the lap of the adult with their number", () => {
    expect([1, 2, 3, 4].map((n) => passengerKind(n, family))).toEqual(["Adult", "Adult", "Child", "Infant"]);
    expect(lapOf(4, family)).toBe(1);
    expect(lapOf(5, { ...family, infants: 2 })).toBe(2);
    expect(lapOf(1, family)).toBeNull();
  });

  it("are booked with the rest of the family: one passenger each", () => {
    expect(validatePassengers(everyone, abroad)).toBeNull();
    expect(validatePassengers(everyone.slice(0, 3), abroad)?.message).toBe(
      "Please add information for all 4 passengers",
    );
  });

  it("give names, gender, nationality and date of birth, but no phone or e-mail", () => {
    expect(requiredPassengerFields("Infant", 1)).toEqual([
      "firstName",
      "lastName",
      "gender",
      "nationality",
      "dateOfBirth",
    ]);
    expect(validatePassenger(infant({ gender: "" }), 4, home)?.message).toBe(
      "Please fill in all required fields for Infant Passenger 4: gender",
    );
    // An e-mail or phone that is given must be right, though.
    expect(validatePassenger(infant({ email: "baby@" }), 4, home)?.code).toBe("passenger.email");
    expect(validatePassenger(infant({ phoneNumber: "12" }), 4, home)?.code).toBe("passenger.phone");
  });

  it("need a passport abroad, as an adult does; at home, like a child, no identity document", () => {
    const { passportNumber, passportExpiry, countryOfPassport, ...noPassport } = infant();
    expect(validatePassenger(noPassport, 4, abroad)).toMatchObject({
      code: "passenger.missing",
      params: { kind: "Infant", n: 4, fields: ["passportNumber", "passportExpiry", "countryOfPassport"] },
    });
    expect(validatePassenger(noPassport, 4, { ...home, requiredDocument: "nrc" })).toBeNull();
    // A passport begun at home is given whole.
    expect(validatePassenger({ ...noPassport, passportNumber: "MB7654321" }, 4, home)?.code).toBe(
      "passenger.missing",
    );
  });

  it("write their names in Latin letters", () => {
    expect(validatePassenger(infant({ firstName: "သီရိ" }), 4, home)).toMatchObject({
      code: "passenger.nameLatin",
      field: "passengerInfo.3.firstName",
    });
  });

  it("are under 2 on the day of the last flight, and born by today", () => {
    // Two on 10 March 2027, the return: too old, though under 2 on the way out.
    expect(validatePassenger(infant({ dateOfBirth: "2025-03-10" }), 4, abroad)).toEqual({
      code: "passenger.infantAge",
      params: { n: 4, max: 2 },
      field: "passengerInfo.3.dateOfBirth",
      message:
        "Infant Passenger 4 must be under 2 years old on the day of the last flight. Please check the date of birth: a child of 2 or older needs a seat, so search again with them counted as a child.",
    });
    expect(validatePassenger(infant({ dateOfBirth: "2025-03-11" }), 4, abroad)).toBeNull();
    expect(validatePassenger(infant({ dateOfBirth: "2026-11-22" }), 4, abroad)?.code).toBe(
      "passenger.birthDate",
    );
    expect(validatePassenger(infant({ dateOfBirth: today }), 4, abroad)).toBeNull();
  });

  it("count their age on the last flight's day, or the arrival day when that is all the rules know", () => {
    const { lastFlightDate, ...arrivalOnly } = abroad;
    expect(validatePassenger(infant({ dateOfBirth: "2025-03-10" }), 4, arrivalOnly)?.code).toBe(
      "passenger.infantAge",
    );
  });
});

describe("a booking's passengers and price", () => {
  it("carry each passenger's type, and an infant's adult", () => {
    const typed = bookedPassengers(everyone, family);
    expect(typed.map((p) => [p.type, p.onLapOf])).toEqual([
      ["ADULT", undefined],
      ["ADULT", undefined],
      ["CHILD", undefined],
      ["HELD_INFANT", 1],
    ]);
    expect(kindOf(typed[3] ?? {}, 4, family)).toEqual({ kind: "Infant", onLapOf: 1 });
    // A record stored before passengers had a type: read by their place.
    expect(kindOf({}, 3, { adults: 2, children: 1 })).toEqual({ kind: "Child", onLapOf: null });
  });

  it("break the price down per traveller type from the offer's own pricings", () => {
    const price = (total: string, base: string) => ({ currency: "USD" as const, total, base });
    const pricing = (
      travelerId: string,
      travelerType: "ADULT" | "CHILD" | "HELD_INFANT",
      total: string,
      base: string,
    ) => ({
      travelerId,
      fareOption: "STANDARD" as const,
      travelerType,
      price: price(total, base),
      fareDetailsBySegment: [],
    });
    const offer = {
      ...flightOffer(),
      travelerPricings: [
        pricing("1", "ADULT", "141.00", "120.00"),
        pricing("2", "ADULT", "141.00", "120.00"),
        pricing("3", "HELD_INFANT", "17.00", "12.00"),
      ],
    };
    expect(priceBreakdown(offer)).toEqual([
      { travelerType: "ADULT", count: 2, base: "120.00", taxes: "21.00", total: "141.00" },
      { travelerType: "HELD_INFANT", count: 1, base: "12.00", taxes: "5.00", total: "17.00" },
    ]);
  });
});
