import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { fromCents, toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { changeSchedule } from "../../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute, listBookingsRoute } from "./booking.routes.ts";
import { changeBookingRoute, changeOffersRoute } from "./booking-change.routes.ts";
import { lookupBookingRoute } from "./booking-lookup.routes.ts";
import { acceptScheduleChangeRoute, refundScheduleChangeRoute } from "./schedule-answer.routes.ts";
import { offerFamiliesRoute } from "./search.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

const later = (minutes: number) => {
  clock += minutes * 60_000;
};

/** A new customer's paid one-way Yangon–Mandalay booking on `date`, in `family` when given. */
async function paid(date: string, family?: string) {
  const who = await createTestUser(t);
  const cheapest = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: date });
  const offer: FlightOffer | undefined = family
    ? expectStatus(
        await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
        200,
      ).body.data.find((o) => o.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === family)
    : cheapest;
  if (!offer) throw new Error(`no ${family} on ${date}`);
  const { id } = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
    201,
  ).body.data;
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  later(1);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
    200,
  );
  await t.deps.jobs.idle();
  const [flight = "", day = ""] = flightKeyOf(offer).split("@");
  return { who, id, offer, total, flight, day };
}

const detail = async (who: TestUser, id: string) =>
  expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body.data;
const list = async (who: TestUser) =>
  expectStatus(await t.api(listBookingsRoute, { query: { userId: who.user.id }, token: who.token }), 200).body
    .data;
const flightsOf = (offer: FlightOffer) =>
  offer.itineraries.flatMap((it) =>
    it.segments.map((s) => ({
      flightNumber: `${s.carrierCode}${s.number}`,
      from: s.departure.iataCode,
      to: s.arrival.iataCode,
      departureAt: s.departure.at,
    })),
  );

describe("a booking's history", () => {
  it("tells a date change with both flights and each amount, to its owner only", async () => {
    const b = await paid("2026-12-10", "SAVER");
    const found = expectStatus(
      await t.api(changeOffersRoute, {
        params: { id: b.id },
        token: b.who.token,
        body: { departureDate: "2026-12-12" },
      }),
      200,
    ).body.data;
    const [choice] = found.offers;
    if (!choice) throw new Error("no change offer");
    expectStatus(
      await t.api(topUp, { token: b.who.token, body: { amount: choice.quote.total, method: "kpay" } }),
      200,
    );
    later(5);
    expectStatus(
      await t.api(changeBookingRoute, {
        params: { id: b.id },
        token: b.who.token,
        body: { offerId: choice.offer.id, quoteId: choice.quote.quoteId },
      }),
      200,
    );

    const events = (await detail(b.who, b.id)).events ?? [];
    expect(events.map((e) => e.kind)).toEqual(["PAID", "CHANGED"]);
    const [payment, changed] = events;
    expect(payment).toMatchObject({ amount: fromCents(b.total), from: null, to: null, schedule: null });
    expect(changed).toMatchObject({
      amount: fromCents(choice.quote.total),
      from: flightsOf(b.offer),
      to: flightsOf(choice.offer),
      schedule: null,
      reason: null,
    });
    expect(Date.parse(changed?.at ?? "")).toBe(clock);
    expect(Date.parse(payment?.at ?? "")).toBeLessThan(Date.parse(changed?.at ?? ""));
    // The list tells the same history, so a card can say the booking changed and from what.
    expect((await list(b.who)).find((r) => r.id === b.id)?.events).toEqual(events);

    // Another account learns nothing: not found, not listed, and Find my booking carries no history.
    const other = await createTestUser(t);
    expectStatus(await t.api(getBookingRoute, { params: { id: b.id }, token: other.token }), 404);
    expect((await list(other)).map((r) => r.id)).not.toContain(b.id);
    const lastName = bookingRequest(b.offer, b.who.user.id, 1).passengerInfo[0]?.lastName ?? "";
    const lookedUp = expectStatus(
      await t.api(lookupBookingRoute, { body: { bookingCode: b.id, lastName } }),
      200,
    ).body.data;
    expect(lookedUp).not.toHaveProperty("events");
  });

  it("tells the airline's change with the old and new time and the traveller's answer", async () => {
    const b = await paid("2026-12-14");
    later(5);
    await changeSchedule(t.database.db, b.flight, b.day, "05:15", undefined, new Date(clock));
    const open = (await detail(b.who, b.id)).events?.at(-1);
    expect(open).toMatchObject({
      kind: "SCHEDULE_CHANGED",
      amount: null,
      schedule: {
        kind: "MOVED",
        flightNumber: b.flight,
        previousDeparture: b.offer.itineraries[0]?.segments[0]?.departure.at,
        departure: `${b.day}T05:15:00`,
        resolution: null,
      },
    });
    expectStatus(await t.api(acceptScheduleChangeRoute, { params: { id: b.id }, token: b.who.token }), 200);
    const events = (await detail(b.who, b.id)).events ?? [];
    expect(events.map((e) => [e.kind, e.schedule?.resolution ?? null])).toEqual([
      ["PAID", null],
      ["SCHEDULE_CHANGED", "ACCEPTED"],
    ]);
  });

  it("tells a refund for the airline's change: the change answered, the cancellation with what came back", async () => {
    const b = await paid("2026-12-15");
    later(5);
    await changeSchedule(t.database.db, b.flight, b.day, "06:40", undefined, new Date(clock));
    later(5);
    expectStatus(await t.api(refundScheduleChangeRoute, { params: { id: b.id }, token: b.who.token }), 200);
    const events = (await detail(b.who, b.id)).events ?? [];
    expect(events.map((e) => e.kind)).toEqual(["PAID", "SCHEDULE_CHANGED", "CANCELLED"]);
    expect(events[1]?.schedule?.resolution).toBe("REFUNDED");
    expect(events[2]).toMatchObject({ amount: fromCents(b.total), reason: "SCHEDULE_CHANGE" });
  });

  it("shows Find my booking the open schedule change, and nothing once answered", async () => {
    const b = await paid("2026-12-16");
    const lastName = bookingRequest(b.offer, b.who.user.id, 1).passengerInfo[0]?.lastName ?? "";
    const lookUp = async () =>
      expectStatus(await t.api(lookupBookingRoute, { body: { bookingCode: b.id, lastName } }), 200).body.data;
    expect((await lookUp()).scheduleChange).toBeNull();
    await changeSchedule(t.database.db, b.flight, b.day, "05:05", undefined, new Date(clock));
    expect((await lookUp()).scheduleChange).toMatchObject({
      kind: "MOVED",
      flightNumber: b.flight,
      departure: `${b.day}T05:05:00`,
    });
    expectStatus(await t.api(acceptScheduleChangeRoute, { params: { id: b.id }, token: b.who.token }), 200);
    expect((await lookUp()).scheduleChange).toBeNull();
  });

  it("documents the history and the found booking's schedule change", async () => {
    const doc = await readOpenApi(t);
    const record = doc.components.schemas.BookingRecord?.properties ?? {};
    expect(record.events?.items?.$ref).toBe("#/components/schemas/BookingEvent");
    expect(Object.keys(doc.components.schemas.BookingEvent?.properties ?? {})).toEqual(
      expect.arrayContaining(["kind", "at", "amount", "from", "to", "schedule", "reason"]),
    );
    expect(doc.components.schemas.FoundBooking?.properties).toHaveProperty("scheduleChange");
  });
});
