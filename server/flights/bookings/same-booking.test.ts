import { describe, expect, it } from "vitest";
import { findSameBooking, flightDays, type LiveBooking, travellerKey } from "./same-booking.ts";

const aung = { firstName: "Aung", lastName: "Kyaw", dateOfBirth: "1990-01-15" };
const su = { firstName: "Su", lastName: "Su", dateOfBirth: "2018-05-01" };
const held = (id: string, ...passengers: (typeof aung)[]): LiveBooking => ({
  id,
  status: "PENDING_PAYMENT",
  passengers,
});

describe("flightDays", () => {
  it("names every segment of both directions by flight number and local departure date, once", () => {
    const segment = (carrierCode: string, number: string, at: string) => ({
      carrierCode,
      number,
      departure: { at },
    });
    const offer = {
      itineraries: [
        {
          segments: [
            segment("MH", "741", "2026-12-09T12:50:00"),
            segment("MH", "796", "2026-12-09T18:15:00"),
          ],
        },
        { segments: [segment("MH", "797", "2026-12-14T05:50:00")] },
      ],
    };
    expect(flightDays(offer)).toEqual(["MH741 2026-12-09", "MH796 2026-12-09", "MH797 2026-12-14"]);
  });
});

describe("travellerKey", () => {
  it("is the same whatever the case, the spaces and where the name is split", () => {
    const key = travellerKey({ firstName: "Aung", lastName: "Kyaw Min", dateOfBirth: "1990-01-15" });
    expect(travellerKey({ firstName: " aung kyaw", lastName: "MIN ", dateOfBirth: "1990-01-15" })).toBe(key);
    expect(travellerKey({ firstName: "Aung", lastName: "Kyaw Min", dateOfBirth: "1990-01-16" })).not.toBe(
      key,
    );
    expect(travellerKey({ firstName: "Aung", lastName: "Kyaw Myint", dateOfBirth: "1990-01-15" })).not.toBe(
      key,
    );
  });

  it("treats a composed and a decomposed accent as one letter", () => {
    expect(travellerKey({ ...aung, firstName: "Zoe\u0301" })).toBe(
      travellerKey({ ...aung, firstName: "Zoé" }),
    );
  });
});

describe("findSameBooking", () => {
  it("answers the first traveller already booked, in the newest booking that has them, as this request names them", () => {
    const live = [held("FB2", su), { ...held("FB1", aung, su), status: "PAID" as const }];
    expect(findSameBooking([{ ...aung, firstName: "AUNG" }, su], live)).toEqual({
      bookingId: "FB1",
      status: "PAID",
      passengerName: "AUNG Kyaw",
    });
    expect(findSameBooking([su], live)?.bookingId).toBe("FB2");
  });

  it("answers null when nobody travelling is booked already", () => {
    expect(findSameBooking([aung], [held("FB2", su)])).toBeNull();
    expect(findSameBooking([aung], [])).toBeNull();
  });
});
