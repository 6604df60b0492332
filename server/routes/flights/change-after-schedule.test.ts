import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { changeSchedule } from "../../flights/operations.ts";
import { findOffers, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { changeBookingRoute, changeOffersRoute } from "./booking-change.routes.ts";
import { acceptScheduleChangeRoute, refundScheduleChangeRoute } from "./schedule-answer.routes.ts";
import { offerFamiliesRoute } from "./search.routes.ts";

// A traveller who pays to change the date of a booking whose flight the airline moved has left
// that flight: the airline's change no longer concerns the booking (issue 50 §2 and §3).
const t = setUpTestContext({ now: () => TEST_NOW });

const familyOf = (offer: FlightOffer) => offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;

/** A paid Saver booking Yangon–Mandalay on `date` (a round trip back on `back`), its flight then moved. */
async function paidThenMoved(date: string, back?: string) {
  const who = await createTestUser(t);
  const [cheapest] = await findOffers(t, {
    travelType: back ? 2 : 1,
    from: "RGN",
    to: "MDL",
    departureDate: date,
    ...(back ? { returnDate: back } : {}),
  });
  if (!cheapest) throw new Error(`no flight on ${date}`);
  const families = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
    200,
  ).body.data;
  const offer = families.find((o) => familyOf(o) === "SAVER");
  if (!offer) throw new Error("no Saver fare");
  const { id } = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id), token: who.token }),
    201,
  ).body.data;
  // Enough for the fare and a change.
  const amount = (toCents(offer.price.grandTotal) ?? 0) * 3;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
    200,
  );
  const [flight = "", day = ""] = flightKeyOf(offer).split("@");
  await changeSchedule(t.database.db, flight, day, "05:05", undefined, TEST_NOW);
  // As a server learns it on its next refresh.
  await t.deps.flights.refresh();
  return { who, id };
}

/** Changes the booking to its first change offer on the new dates, at its quote. */
async function changeTo(
  who: { token: string },
  id: string,
  dates: { departureDate: string; returnDate?: string },
) {
  const { offers } = expectStatus(
    await t.api(changeOffersRoute, { params: { id }, token: who.token, body: dates }),
    200,
  ).body.data;
  const [choice] = offers;
  if (!choice) throw new Error("no change offer");
  const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };
  expectStatus(await t.api(changeBookingRoute, { params: { id }, token: who.token, body }), 200);
}

const scheduleEvents = (id: string) =>
  t.database.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "SCHEDULE_CHANGED")));

describe("a date change away from a flight the airline moved", () => {
  it("closes the airline's change: no notice, no accept, no fee-free refund of the new flight", async () => {
    const { who, id } = await paidThenMoved("2026-12-10");
    const before = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(before.scheduleChange).toMatchObject({ kind: "MOVED" });

    await changeTo(who, id, { departureDate: "2026-12-12" });

    const after = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(after.scheduleChange).toBeNull();
    for (const route of [acceptScheduleChangeRoute, refundScheduleChangeRoute])
      expect(expectStatus(await t.api(route, { params: { id }, token: who.token }), 409).body).toMatchObject({
        error: { code: "NO_OPEN_CHANGE" },
      });
    const [event] = await scheduleEvents(id);
    expect(event?.resolvedAt).not.toBeNull();
    expect(event?.change).toMatchObject({ resolution: "CHANGED" });
  });

  it("keeps it open while the booking still holds the moved flight (a round trip's return changed)", async () => {
    const { who, id } = await paidThenMoved("2026-12-14", "2026-12-18");
    await changeTo(who, id, { departureDate: "2026-12-14", returnDate: "2026-12-19" });

    const after = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(after.scheduleChange).toMatchObject({ kind: "MOVED", date: "2026-12-14" });
    const [event] = await scheduleEvents(id);
    expect(event?.resolvedAt).toBeNull();
  });
});
