import { beforeAll, describe, expect, it } from "vitest";
import { getBookingRoute } from "../../../../server/routes/flights/booking.routes.ts";
import { expectStatus, setUpTestContext } from "../../../../server/testing/harness.ts";
import { createPaidBooking } from "../../../../server/testing/paid-booking.ts";
import { createTestUser } from "../../../../server/testing/users.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { infant, passenger } from "../../../domain/test-data.ts";
import { bookingDetail } from "./booking-detail-view.ts";
import { bookingHistory } from "./booking-view.ts";

const t = setUpTestContext();
let record: BookingRecord;
beforeAll(async () => {
  const { user, token } = await createTestUser(t);
  const { id } = await createPaidBooking(t.call, { userId: user.id, token }, { from: "MDL", to: "SIN" });
  record = expectStatus(await t.api(getBookingRoute, { params: { id }, token }), 200).body.data;
});

describe("bookingHistory", () => {
  it("lists newest first with status, total and both directions", () => {
    const older = {
      ...record,
      id: "FBOLDER",
      status: "EXPIRED" as const,
      bookingDate: "2026-01-01T00:00:00.000Z",
    };
    const cards = bookingHistory([older, record], "en");
    expect(cards.map((c) => [c.id, c.status, c.hasTicket])).toEqual([
      [record.id, "PAID", true],
      ["FBOLDER", "EXPIRED", false],
    ]);
    const [card] = cards;
    expect(card?.total).toBe(record.totalPrice);
    expect(card?.passengerNames).toEqual([record.passengerName]);
    expect(card?.legs.map((l) => [l.key, l.originCity, l.destinationCity])).toEqual([
      ["outbound", "Mandalay", "Singapore"],
      ["return", "Singapore", "Mandalay"],
    ]);
    expect(card?.legs[0]?.duration).toMatch(/^\d+h( \d+m)?$/);
    expect(card?.legs[0]?.departTime).toMatch(/^\d\d:\d\d$/);
  });

  it("names every traveller of a booking, adults first", () => {
    const child = {
      ...record.passengers[0],
      firstName: "Mya",
      lastName: "Mya",
    } as BookingRecord["passengers"][number];
    const [card] = bookingHistory(
      [{ ...record, children: 1, passengers: [...record.passengers, child] }],
      "en",
    );
    expect(card?.passengerNames).toEqual([record.passengerName, "Mya Mya"]);
  });

  it("gives each booking's fare type: the record's at home, none abroad", () => {
    expect(bookingHistory([record], "en")[0]?.fareType).toBeNull();
    expect(bookingHistory([{ ...record, fareType: "citizen" }], "en")[0]?.fareType).toBe("citizen");
    // An answer stored before fare types has none.
    expect(bookingHistory([{ ...record, fareType: undefined }], "en")[0]?.fareType).toBeNull();
    expect(bookingDetail({ ...record, fareType: "foreigner" }, "my").fareType).toBe("foreigner");
    expect(bookingDetail(record, "my").fareType).toBeNull();
  });

  it("is empty without bookings", () => {
    expect(bookingHistory([], "en")).toEqual([]);
  });
});

describe("bookingDetail", () => {
  it("gives the header facts, city names in Myanmar and every passenger", () => {
    const detail = bookingDetail(record, "my");
    expect(detail).toMatchObject({
      id: record.id,
      contactEmail: record.email,
      tripType: "ROUND_TRIP",
      total: record.totalPrice,
      bookedBy: record.bookedBy,
    });
    expect(detail.legs[0]).toMatchObject({ originCity: "မန္တလေး", destinationCity: "စင်ကာပူ" });
    expect(detail.passengers).toEqual([
      {
        name: record.passengerName,
        kind: "Adult",
        onLapOf: null,
        route: "မန္တလေး → စင်ကာပူ → မန္တလေး",
        cabinBaggageKg: 7,
        checkedBaggageKg: record.baggageWeight,
        idType: "PASSPORT",
        idNumber: "MA1234567",
        nationality: "မြန်မာ",
      },
    ]);
  });

  it("says what was paid in all when a change made it more than the flights' prices", () => {
    const paid = { ...record, status: "PAID" as const };
    const total = bookingDetail(paid, "en").total;
    expect(bookingDetail({ ...paid, totalPrice: total }, "en").paidInAll).toBeNull();
    // A date change to a flight priced $13 lower, with a $25 fee: the difference is never refunded.
    const more = (Number(total) + 38).toFixed(2);
    expect(bookingDetail({ ...paid, totalPrice: more }, "en").paidInAll).toBe(more);
    // A booking waiting for payment has paid nothing yet.
    expect(
      bookingDetail({ ...paid, status: "PENDING_PAYMENT", totalPrice: more }, "en").paidInAll,
    ).toBeNull();
  });

  it("names the nationality in the page's language, and shows an older booking's free text as written", () => {
    expect(bookingDetail(record, "en").passengers[0]?.nationality).toBe("Myanmar");
    const older = { ...record, passengers: record.passengers.map((p) => ({ ...p, nationality: "Burmese" })) };
    expect(bookingDetail(older, "my").passengers[0]?.nationality).toBe("Burmese");
  });

  it("shows a fare without checked baggage as 0 kg, and 20 kg only for a record without a weight", () => {
    expect(bookingDetail({ ...record, baggageWeight: 0 }, "en").passengers[0]?.checkedBaggageKg).toBe(0);
    expect(bookingDetail({ ...record, baggageWeight: 30 }, "en").passengers[0]?.checkedBaggageKg).toBe(30);
    const withoutWeight = { ...record, baggageWeight: undefined } as unknown as BookingRecord;
    expect(bookingDetail(withoutWeight, "en").passengers[0]?.checkedBaggageKg).toBe(20);
  });

  it("counts passengers beyond the adults as children in a record stored before passengers had a type", () => {
    const adult = passenger();
    const detail = bookingDetail(
      { ...record, adults: 1, children: 1, passengers: [adult, { ...adult, firstName: "Mya" }] },
      "en",
    );
    expect(detail.passengers.map((p) => p.kind)).toEqual(["Adult", "Child"]);
  });

  it("lists an infant on lap with the adult whose lap they sit on, with no seat or baggage of their own", () => {
    const family = {
      ...record,
      adults: 1,
      children: 0,
      infants: 1,
      passengers: [
        { ...passenger({ firstName: "Aung" }), type: "ADULT" as const },
        { ...infant(), type: "HELD_INFANT" as const, onLapOf: 1 },
      ],
    };
    const [, baby] = bookingDetail(family, "en").passengers;
    expect(baby).toMatchObject({
      name: "Thiri Kyaw",
      kind: "Infant",
      onLapOf: "Aung Kyaw",
      checkedBaggageKg: 0,
    });
    const [card] = bookingHistory([family], "en");
    expect(card?.passengerNames).toEqual(["Aung Kyaw", "Thiri Kyaw"]);
    expect(card?.infantAt).toEqual([1]);
  });
});
