import { describe, expect, it } from "vitest";
import { conflictOutcome, offerIsBookable, withVerifiedPrice } from "./booking-request.ts";
import type { FlightOffer } from "./flight-offer.ts";
import type { PassengerInfo } from "./passenger-info.ts";
import { passengerList, passengerSlots } from "./passenger-slots.ts";
import { awaitingPayment, paymentStatus, ticketStatus } from "./steps.ts";

const offer = {
  id: "o",
  price: { grandTotal: "100.00" },
  lastTicketingDate: "2026-12-01",
  pricingOptions: { fareType: ["PUBLISHED"], includedCheckedBagsOnly: true },
  travelerPricings: [],
  itineraries: [{ segments: [{ carrierCode: "UB", departure: { at: "2026-12-01T08:00:00" } }] }],
} as unknown as FlightOffer;
const verified = {
  ...offer,
  id: "v",
  price: { grandTotal: "130.00" },
  lastTicketingDate: "2026-12-02",
} as FlightOffer;

describe("booking answers", () => {
  it("turns the contract's 409 branches into one value each", () => {
    expect(
      conflictOutcome({ priceChanged: true, verifiedData: { data: { flightOffers: [verified] } } }, offer),
    ).toEqual({
      kind: "priceChanged",
      offer: withVerifiedPrice(offer, verified),
      oldTotal: "100.00",
      newTotal: "130.00",
    });
    expect(
      conflictOutcome({ scheduleChanged: true, originalData: { date: "2026-12-01T09:00:00" } }, offer),
    ).toEqual({
      kind: "scheduleChanged",
      date: "2026-12-01T09:00:00",
    });
    expect(conflictOutcome({ flightUnavailable: true }, offer)).toEqual({ kind: "unavailable" });
    expect(
      conflictOutcome({ duplicate: { passengerName: "Aung Kyaw", booking: { id: "FB1" } } }, offer),
    ).toBeNull();
    expect(conflictOutcome({ other: true }, offer)).toBeNull();
  });

  it("keeps the sent offer's id and flights when taking the verified price", () => {
    const merged = withVerifiedPrice(offer, verified);
    expect(merged.id).toBe("o");
    expect(merged.price.grandTotal).toBe("130.00");
    expect(merged.lastTicketingDate).toBe("2026-12-02");
  });

  it("books only an offer whose first segment has a carrier and a departure time", () => {
    expect(offerIsBookable(offer)).toBe(true);
    expect(offerIsBookable({ ...offer, itineraries: [] })).toBe(false);
    expect(offerIsBookable(null)).toBe(false);
  });
});

describe("passenger list", () => {
  const aung = { firstName: "Aung", lastName: "Kyaw" } as PassengerInfo;
  it("lists adults then children with saved names", () => {
    expect(passengerSlots({ adults: 2, children: 1 }, { 3: aung })).toEqual([
      { number: 1, kind: "Adult", lapOf: null, name: null, saved: false },
      { number: 2, kind: "Adult", lapOf: null, name: null, saved: false },
      { number: 3, kind: "Child", lapOf: null, name: "Aung Kyaw", saved: true },
    ]);
  });
  it("puts each infant on lap right under their adult, numbered after the children", () => {
    const slots = passengerSlots({ adults: 2, children: 1, infants: 2 }, { 5: aung });
    expect(slots.map((s) => [s.number, s.kind, s.lapOf])).toEqual([
      [1, "Adult", null],
      [4, "Infant", 1],
      [2, "Adult", null],
      [5, "Infant", 2],
      [3, "Child", null],
    ]);
    expect(slots[3]).toMatchObject({ name: "Aung Kyaw", saved: true });
    // One infant: only the first adult holds one.
    expect(passengerSlots({ adults: 2, children: 0, infants: 1 }, {}).map((s) => s.number)).toEqual([
      1, 3, 2,
    ]);
  });
  it("sends the saved passengers in order and leaves gaps out", () => {
    expect(passengerList(3, { 1: aung, 3: { ...aung, firstName: "Su" } }).map((p) => p.firstName)).toEqual([
      "Aung",
      "Su",
    ]);
  });
});

describe("steps unlock on data", () => {
  it("sends the ticket step home without a flight and to sign in without a user", () => {
    expect(ticketStatus({ hasSearch: false, hasOffer: true, signedIn: true })).toBe("noFlight");
    expect(ticketStatus({ hasSearch: true, hasOffer: true, signedIn: false })).toBe("needsLogin");
    expect(ticketStatus({ hasSearch: true, hasOffer: true, signedIn: true })).toBe("ready");
  });
  it("needs a stored booking and a user to pay", () => {
    expect(paymentStatus({ bookingId: null, bookingPaid: false, signedIn: true })).toBe("noBooking");
    expect(paymentStatus({ bookingId: "FB1", bookingPaid: false, signedIn: false })).toBe("needsLogin");
    expect(paymentStatus({ bookingId: "FB1", bookingPaid: true, signedIn: true })).toBe("paid");
    expect(paymentStatus({ bookingId: "FB1", bookingPaid: false, signedIn: true })).toBe("ready");
  });
});

describe("awaitingPayment", () => {
  const now = Date.parse("2026-11-25T02:00:00Z");
  it("is a held booking whose hold has not ended", () => {
    expect(awaitingPayment({ status: "PENDING_PAYMENT", holdExpiresAt: "2026-11-25T02:30:00Z" }, now)).toBe(
      true,
    );
  });
  it("is not a paid, expired or cancelled booking, one whose hold has ended, or none", () => {
    for (const status of ["PAID", "EXPIRED", "CANCELLED"])
      expect(awaitingPayment({ status, holdExpiresAt: "2026-11-25T02:30:00Z" }, now)).toBe(false);
    expect(awaitingPayment({ status: "PENDING_PAYMENT", holdExpiresAt: "2026-11-25T01:59:59Z" }, now)).toBe(
      false,
    );
    expect(awaitingPayment({ status: "PENDING_PAYMENT", holdExpiresAt: "not a time" }, now)).toBe(false);
    expect(awaitingPayment(null, now)).toBe(false);
  });
});
