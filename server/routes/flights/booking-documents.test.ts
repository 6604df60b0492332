import { afterEach, describe, expect, it } from "vitest";
import type { PassengerInfo } from "../../../src/domain/passenger-info.ts";
import { bookingRequest, child, passenger } from "../../../src/domain/test-data.ts";
import { firstOffer, setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { createBookingRoute } from "./booking.routes.ts";

const { t, me } = setUpFlightTests();
afterEach(() => endUnpaidHolds(t, me.user.id));

const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };
const nrc = "12/OUKAMA(N)123456";

interface Trip {
  international?: boolean;
  /** The domestic fare searched: the citizen fare asks each adult for an NRC, the foreigner fare for a passport. */
  fareType?: "citizen" | "foreigner";
  adults?: number;
  children?: number;
}

/** Books the day's first Yangon–Mandalay (or, abroad, Yangon–Bangkok) offer for these passengers. */
async function book(passengerInfo: PassengerInfo[], trip: Trip = {}) {
  const offer = await firstOffer(t, {
    from: "RGN",
    to: trip.international ? "BKK" : "MDL",
    departureDate: "2026-12-06",
    travelType: trip.international ? 2 : 1,
    adults: trip.adults ?? 1,
    children: trip.children ?? 0,
    fareType: trip.fareType ?? "foreigner",
  });
  const body = { ...bookingRequest(offer, me.user.id, trip.international ? 2 : 1), passengerInfo };
  return t.api(createBookingRoute, { body, token: me.token });
}

/** The refusal's status, code, message and the field it names. */
async function refusal(passengers: PassengerInfo[], trip?: Trip) {
  const body = expectStatus(await book(passengers, trip), 400).body;
  return { code: body.error.code, message: body.message, fields: Object.keys(body.error.fields ?? {}) };
}

describe("identity documents on a domestic booking", () => {
  it("refuses a foreigner-fare adult without a passport, naming the passenger", async () => {
    expect(await refusal([passenger(), passenger({ ...noPassport })], { adults: 2 })).toEqual({
      code: "ID_DOCUMENT_REQUIRED",
      message:
        "Adult Passenger 2 needs a passport for this fare. Please enter the passport number, expiry date and country.",
      fields: ["passengerInfo.1.passportNumber"],
    });
  });

  it("refuses a citizen-fare adult without an NRC, naming the passenger", async () => {
    const party = [passenger({ nrcNumber: nrc }), passenger({ firstName: "Mya" })];
    expect(await refusal(party, { adults: 2, fareType: "citizen" })).toEqual({
      code: "ID_DOCUMENT_REQUIRED",
      message: "Adult Passenger 2 needs an NRC for this fare. Please enter the NRC number.",
      fields: ["passengerInfo.1.nrcNumber"],
    });
  });

  it("books citizen-fare adults with their NRC (a passport too is kept), and a child with neither", async () => {
    const party = [
      passenger({ ...noPassport, nrcNumber: nrc }),
      passenger({ firstName: "Mya", nrcNumber: "9/MAHTALA(N)654321" }),
      child({ ...noPassport }),
    ];
    const res = expectStatus(await book(party, { adults: 2, children: 1, fareType: "citizen" }), 201);
    expect(res.body.data.passengers.map((p) => [p.nrcNumber, p.passportNumber])).toEqual([
      [nrc, ""],
      ["9/MAHTALA(N)654321", "MA1234567"],
      ["", ""],
    ]);
  });

  it("books a passport that expires less than 6 months after the trip: a warning, not a refusal", async () => {
    expectStatus(await book([passenger({ passportExpiry: "2027-03-01" })]), 201);
  });
});

describe("names, countries and passport numbers", () => {
  it("refuses a name in Myanmar script with its own code and a message naming the passenger", async () => {
    const message = (who: string) =>
      `Please write the name of ${who} in Latin letters (A-Z), as in their passport or travel document. Airlines cannot take names in Myanmar script.`;
    expect(await refusal([passenger({ firstName: "အောင်" })])).toEqual({
      code: "NAME_NOT_LATIN",
      message: message("Adult Passenger 1"),
      fields: ["passengerInfo.0.firstName"],
    });
    expect(await refusal([passenger(), child({ lastName: "လှိုင်" })], { children: 1 })).toEqual({
      code: "NAME_NOT_LATIN",
      message: message("Child Passenger 2"),
      fields: ["passengerInfo.1.lastName"],
    });
  });

  it("refuses a nationality or a country of passport that is not a country's ISO code", async () => {
    expect(await refusal([passenger({ nationality: "zz" })])).toEqual({
      code: "UNKNOWN_COUNTRY",
      message: "Please choose the nationality of Adult Passenger 1 from the list of countries",
      fields: ["passengerInfo.0.nationality"],
    });
    expect(await refusal([passenger({ countryOfPassport: "Myanmar" })], { international: true })).toEqual({
      code: "UNKNOWN_COUNTRY",
      message: "Please choose the country of passport of Adult Passenger 1 from the list of countries",
      fields: ["passengerInfo.0.countryOfPassport"],
    });
  });

  it("refuses a passport number that is not 5 to 9 letters and digits", async () => {
    for (const passportNumber of ["!!", "MA12345678"])
      expect(await refusal([passenger({ passportNumber })], { international: true })).toEqual({
        code: "INVALID_PASSPORT_NUMBER",
        message: "The passport number of Adult Passenger 1 must be 5 to 9 letters and digits",
        fields: ["passengerInfo.0.passportNumber"],
      });
  });

  it("stores country codes and the passport number in upper case", async () => {
    const sent = passenger({ nationality: "th", countryOfPassport: "th ", passportNumber: "aa 12345" });
    const res = expectStatus(await book([sent], { international: true }), 201);
    expect(res.body.data.passengers[0]).toMatchObject({
      nationality: "TH",
      countryOfPassport: "TH",
      passportNumber: "AA12345",
    });
    expect(res.body.data).toMatchObject({ passengerNationality: "TH", passengerIdNumber: "AA12345" });
  });
});
