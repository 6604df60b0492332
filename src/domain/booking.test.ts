import { describe, expect, it } from "vitest";
import { bookingTotal, isBookingRecord, isEticketSent } from "./booking.ts";

describe("bookingTotal", () => {
  it("adds outbound and return in cents", () => {
    expect(bookingTotal({ price: 0.1, returnFlightInfo: { price: 0.2 } })).toBe("0.30");
    expect(bookingTotal({ price: 120.1, returnFlightInfo: null })).toBe("120.10");
  });
});

describe("isBookingRecord", () => {
  const leg = {
    origin: "RGN",
    destination: "MDL",
    departureAt: "2026-12-20T07:30",
    arrivalAt: "2026-12-20T08:55",
    flightNumber: "K7 222",
  };
  const record = {
    id: "FBK7Q2M4X9PA",
    status: "PENDING_PAYMENT",
    price: 105,
    isRoundTrip: false,
    origin: "RGN",
    destination: "MDL",
    departureDate: "2026-12-20T07:30",
    arrivalAt: "2026-12-20T08:55",
    airlineName: "Air KBZ",
    flightNumber: "K7 222",
    bookingDate: "2026-11-24T10:00:00.000Z",
    totalPrice: "105.00",
    holdExpiresAt: "2026-11-24T10:20:00.000Z",
    returnFlightInfo: null,
    segments: { outbound: [leg], return: [] },
    passengers: [{ firstName: "Aye", lastName: "Chan" }],
    contact: { email: "aye@example.mm" },
  };

  it("accepts a record with what the payment, complete and detail pages read", () => {
    expect(isBookingRecord(record)).toBe(true);
    const back = { ...leg, returnDate: "2026-12-24T09:00", price: 99.5 };
    expect(isBookingRecord({ ...record, isRoundTrip: true, returnFlightInfo: back })).toBe(true);
  });

  it("refuses an older or edited record that lacks one (it reads as no booking)", () => {
    expect(isBookingRecord({ id: "FBK7Q2M4X9PA" })).toBe(false);
    expect(isBookingRecord({ ...record, departureDate: undefined })).toBe(false);
    expect(isBookingRecord({ ...record, segments: { outbound: [{}], return: [] } })).toBe(false);
    expect(isBookingRecord({ ...record, returnFlightInfo: { price: 99.5 } })).toBe(false);
    expect(isBookingRecord({ ...record, passengers: null })).toBe(false);
    expect(isBookingRecord(null)).toBe(false);
    expect(isBookingRecord([record])).toBe(false);
  });
});

describe("isEticketSent", () => {
  it("accepts the answer of a mailed e-ticket and refuses another", () => {
    expect(isEticketSent({ status: "success", message: "E-ticket sent to aung.kyaw@example.mm" })).toBe(true);
    expect(isEticketSent({ success: true, message: "E-ticket sent to aung.kyaw@example.mm" })).toBe(false);
    expect(isEticketSent({ status: "success" })).toBe(false);
  });
});
