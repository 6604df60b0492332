import { describe, expect, it } from "vitest";
import { bookingRequest, passenger } from "../../../src/domain/test-data.ts";
import { firstOffer, setUpFlightTests } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";

const { t, me } = setUpFlightTests();

const noPassport = { passportNumber: "", passportExpiry: "", countryOfPassport: "" };

/**
 * Books the day's first Yangon–Mandalay citizen fare (the fare an NRC alone is enough for) for
 * one traveller with an NRC number, no passport.
 */
async function bookDomestic(nrcNumber: string, departureDate = "2026-12-06") {
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate, fareType: "citizen" });
  const body = {
    ...bookingRequest(offer, me.user.id),
    passengerInfo: [passenger({ ...noPassport, nrcNumber })],
  };
  return t.api(createBookingRoute, { body, token: me.token });
}

describe("NRC numbers on domestic bookings", () => {
  it("books with an NRC number instead of a passport and shows it as the passenger's id", async () => {
    const res = expectStatus(await bookDomestic(" 12/oukama (n) 123456 "), 201);
    expect(res.body.data).toMatchObject({ passengerIdType: "NRC", passengerIdNumber: "12/OUKAMA(N)123456" });
    const detail = await t.api(getBookingRoute, { params: { id: res.body.data.id }, token: me.token });
    expect(expectStatus(detail, 200).body.data.passengerIdNumber).toBe("12/OUKAMA(N)123456");
  });

  it("keeps a number written in Myanmar script in Myanmar script", async () => {
    const res = expectStatus(await bookDomestic("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆", "2026-12-07"), 201);
    expect(res.body.data.passengerIdNumber).toBe("၁၂/ဥကမ(နိုင်)၁၂၃၄၅၆");
  });

  it("refuses a number with a township of another state, with the rule's message", async () => {
    const res = expectStatus(await bookDomestic("1/OUKAMA(N)123456", "2026-12-08"), 400);
    expect(res.body.message).toBe("Please enter a valid NRC number for Adult Passenger 1");
    expect(res.body.error.fields).toHaveProperty(["passengerInfo.0.nrcNumber"]);
  });
});
