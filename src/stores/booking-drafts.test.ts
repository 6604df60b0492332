import { beforeEach, describe, expect, it } from "vitest";
import { bookingRecord, passenger } from "../domain/test-data.ts";
import {
  $bookingData,
  $eticketSent,
  clearBookingData,
  markBookingPaid,
  storeBooking,
} from "./booking-data.ts";
import { $contactInfo, clearContactInfo, prefillContact, setContactField } from "./contact-info.ts";
import { $passengerInfo, clearPassengerInfo, savePassenger } from "./passenger-info.ts";

beforeEach(() => {
  clearContactInfo();
  clearPassengerInfo();
  clearBookingData();
});

describe("booking drafts", () => {
  it("prefills empty contact fields from the customer and keeps what was typed", () => {
    setContactField("email", "typed@example.mm");
    prefillContact({ name: "Aung Kyaw Zaw", email: "demo@example.mm", phoneNumber: "959123456" });
    expect($contactInfo.get()).toEqual({
      firstName: "Aung",
      lastName: "Kyaw Zaw",
      email: "typed@example.mm",
      phoneNumber: "959123456",
    });
  });

  it("keeps passengers by number and forgets them all at once", () => {
    savePassenger(2, passenger({ firstName: "Su" }));
    savePassenger(1, passenger({ firstName: "Aung" }));
    expect(Object.keys($passengerInfo.get()).sort()).toEqual(["1", "2"]);
    clearPassengerInfo();
    expect($passengerInfo.get()).toEqual({});
  });

  it("marks the stored booking paid", () => {
    storeBooking(bookingRecord({ id: "FB1" }));
    markBookingPaid("2026-11-23T01:00:00.000Z");
    expect($bookingData.get()).toMatchObject({ id: "FB1", status: "PAID" });
  });

  it("keeps where the paid booking's e-ticket was mailed, and forgets it with the booking", () => {
    storeBooking(bookingRecord({ id: "FB1" }));
    markBookingPaid("2026-11-23T01:00:00.000Z", ["aung.kyaw@example.mm", "su@example.com"]);
    expect($eticketSent.get()).toEqual({ bookingId: "FB1", to: ["aung.kyaw@example.mm", "su@example.com"] });
    clearBookingData();
    expect($eticketSent.get()).toBeNull();
  });
});

describe("drafts belong to one customer", () => {
  it("forgets another customer's drafts when a different user signs in, not on sign-out", async () => {
    const { claimBookingDrafts } = await import("./booking-owner.ts");
    claimBookingDrafts("user-a");
    setContactField("city", "Yangon");
    storeBooking(bookingRecord({ id: "FB1" }));
    claimBookingDrafts(null);
    claimBookingDrafts("user-a");
    expect($contactInfo.get()).toEqual({ city: "Yangon" });
    claimBookingDrafts("user-b");
    expect($contactInfo.get()).toEqual({});
    expect($bookingData.get()).toBeNull();
  });
});
