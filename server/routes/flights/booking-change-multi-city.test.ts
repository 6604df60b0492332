import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { flightInventory, seatHolds } from "../../db/schema/flights.ts";
import { decodeOfferId, encodeOfferId } from "../../flights/offer-id.ts";
import { firstOffer, multiCityOffer, TEST_NOW, type TripLeg } from "../../flights/testing.ts";
import { ledgerRowsOf } from "../../testing/booking-rows.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { changeBookingRoute, changeOffersRoute } from "./booking-change.routes.ts";
import { offerFamiliesRoute } from "./search.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

/** Yangon to Bagan, Bagan to Mandalay, Mandalay to Heho, two days apart. */
const trip: TripLeg[] = [
  { from: "RGN", to: "NYU", departureDate: "2026-12-10" },
  { from: "NYU", to: "MDL", departureDate: "2026-12-12" },
  { from: "MDL", to: "HEH", departureDate: "2026-12-14" },
];

/** Each leg's flights as the offer id names them (`UB101@2026-12-10`). */
const legFlights = (offer: FlightOffer) =>
  (decodeOfferId(offer.id)?.itineraries ?? []).map((leg) =>
    leg.map((f) => `${f.flightNumber}@${f.date}`).join(","),
  );
const familyOf = (offer: FlightOffer) => offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;

/** A new customer with a paid three-leg Saver multi-city booking. */
async function paidTrip() {
  const who = await createTestUser(t);
  const cheapest = await multiCityOffer(t, trip);
  const all = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
    200,
  ).body.data;
  const offer = all.find((o) => familyOf(o) === "SAVER");
  if (!offer) throw new Error("no Saver trip");
  const booked = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id), token: who.token }),
    201,
  ).body.data;
  expect(booked.tripType).toBe("MULTI_CITY");
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: booked.id } }),
    200,
  );
  await t.deps.jobs.idle();
  return { who, id: booked.id, offer, total };
}

type Body = {
  departureDate?: string;
  legs?: Array<{ leg: number; departureDate: string }>;
};
const offersFor = (who: TestUser, id: string, body: Body) =>
  t.api(changeOffersRoute, { params: { id }, token: who.token, body });
const change = (
  who: TestUser,
  id: string,
  body: { offerId: string; quoteId: string },
  headers: Record<string, string> = {},
) => t.api(changeBookingRoute, { params: { id }, token: who.token, body, headers });

const changeRows = (id: string) => ledgerRowsOf(t, id, "CHANGE");

const sold = async (keys: string[]) => {
  const rows = await t.database.db.select().from(flightInventory);
  return keys.map((key) => rows.find((r) => r.flightKey === key)?.seatsSold ?? 0);
};

async function ledgerOf(who: TestUser) {
  const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
  return { money, adds: money.transactions.reduce((sum, row) => sum + row.amount, 0) === money.balance };
}

/** A paid trip and its cheapest offer moving the second leg to 12-13. */
async function withOffer() {
  const paid = await paidTrip();
  const found = expectStatus(
    await offersFor(paid.who, paid.id, { legs: [{ leg: 2, departureDate: "2026-12-13" }] }),
    200,
  ).body.data;
  const [choice] = found.offers;
  if (!choice) throw new Error("no change offer");
  return { ...paid, found, choice };
}

describe("change the date of a multi-city booking", () => {
  it("offers the second leg on its new date, the other legs on their flights, with that leg's fee", async () => {
    const { offer, total, found } = await withOffer();
    const booked = legFlights(offer);
    // Saver charges $25 a seat and flight: only the second leg's flights are charged.
    const secondLegFee = 2_500 * (booked[1]?.split(",").length ?? 0);
    expect(found.offers.length).toBeGreaterThan(0);
    for (const { offer: next, quote } of found.offers) {
      const legs = legFlights(next);
      expect(legs[0]).toBe(booked[0]);
      expect(legs[2]).toBe(booked[2]);
      expect(next.itineraries[1]?.segments[0]?.departure).toMatchObject({ iataCode: "NYU" });
      expect(next.itineraries[1]?.segments[0]?.departure.at.slice(0, 10)).toBe("2026-12-13");
      expect(next.itineraries[1]?.segments.at(-1)?.arrival.iataCode).toBe("MDL");
      expect(familyOf(next)).toBe("SAVER");
      const newPrice = toCents(next.price.grandTotal) ?? 0;
      expect(quote).toMatchObject({ paid: total, newPrice, changeFee: secondLegFee });
      expect(quote.fareDifference).toBe(Math.max(0, newPrice - total));
      expect(quote.total).toBe(quote.fareDifference + secondLegFee);
    }
  });

  it("charges once, moves only the changed leg's seat, keeps the id, records both flights and mails the ticket", async () => {
    const { who, id, offer, choice } = await withOffer();
    const total = choice.quote.total;
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
    const [first, second, third] = legFlights(offer);
    const [, newSecond] = legFlights(choice.offer);
    const keys = [first, second, third, newSecond].flatMap((k) => k?.split(",") ?? []);
    const before = await sold(keys);
    const mailsBefore = (await readOutbox(t)).filter((m) => m.subject.includes(id)).length;
    const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };

    const done = expectStatus(await change(who, id, body, { "idempotency-key": "multi-1" }), 200).body.data;
    expect(done).toMatchObject({ bookingId: id, status: "PAID", charged: total, balance: 0 });
    const again = expectStatus(await change(who, id, body, { "idempotency-key": "multi-1" }), 200).body.data;
    expect(again).toEqual(done);
    expect(await changeRows(id)).toHaveLength(1);
    const { money, adds } = await ledgerOf(who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(0);

    // The first and third legs keep their seat; the second's old flight is on sale again.
    const after = await sold(keys);
    const at = (key: string) => keys.indexOf(key);
    for (const key of [...(first?.split(",") ?? []), ...(third?.split(",") ?? [])])
      expect(after[at(key)]).toBe(before[at(key)]);
    for (const key of second?.split(",") ?? []) expect(after[at(key)]).toBe((before[at(key)] ?? 0) - 1);
    for (const key of newSecond?.split(",") ?? []) expect(after[at(key)]).toBe((before[at(key)] ?? 0) + 1);
    const holds = await t.database.db
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.bookingId, id), isNull(seatHolds.releasedAt)));
    expect(holds.map((h) => h.flightKey).sort()).toEqual(
      legFlights(choice.offer)
        .flatMap((l) => l.split(","))
        .sort(),
    );

    const detail = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(detail.tripType).toBe("MULTI_CITY");
    expect(detail.legs?.map((leg) => leg.departureAt.slice(0, 10))).toEqual([
      "2026-12-10",
      "2026-12-13",
      "2026-12-14",
    ]);
    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: "CHANGED",
      money: { from: { offerId: offer.id }, to: { offerId: choice.offer.id }, charged: total },
    });
    await t.deps.jobs.idle();
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes(id));
    expect(mails).toHaveLength(mailsBefore + 1);
  });

  it("charges once when two changes arrive at the same time", async () => {
    const { who, id, choice } = await withOffer();
    const total = choice.quote.total;
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: total * 2, method: "kpay" } }), 200);
    const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };
    const answers = await Promise.all([
      change(who, id, body, { "idempotency-key": "a" }),
      change(who, id, body, { "idempotency-key": "b" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await changeRows(id)).toHaveLength(1);
    const { money, adds } = await ledgerOf(who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(total);
  });

  it("refuses a short wallet with the shortfall and changes nothing", async () => {
    const { who, id, offer, choice } = await withOffer();
    const total = choice.quote.total;
    const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };
    expect(expectStatus(await change(who, id, body), 400).body).toMatchObject({
      error: { code: "INSUFFICIENT_BALANCE" },
      required: total,
      available: 0,
      shortfall: total,
    });
    expect(await changeRows(id)).toHaveLength(0);
    const detail = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(detail.legs?.[1]?.departureAt).toBe(offer.itineraries[1]?.segments[0]?.departure.at);
    expect((await ledgerOf(who)).adds).toBe(true);
  });

  it("refuses an unknown leg, a date before the previous leg's, and dates of the wrong kind", async () => {
    const { who, id } = await paidTrip();
    const refused = async (body: Body, status: 400 | 422) =>
      expectStatus(await offersFor(who, id, body), status).body;
    expect(await refused({ legs: [{ leg: 4, departureDate: "2026-12-15" }] }, 422)).toMatchObject({
      error: { code: "UNKNOWN_LEG" },
    });
    // The second leg before the first, and after the third.
    expect(await refused({ legs: [{ leg: 2, departureDate: "2026-12-09" }] }, 422)).toMatchObject({
      error: { code: "LEG_BEFORE_PREVIOUS", fields: { "legs.1.departureDate": expect.any(String) } },
    });
    expect(await refused({ legs: [{ leg: 2, departureDate: "2026-12-15" }] }, 422)).toMatchObject({
      error: { code: "LEG_BEFORE_PREVIOUS", fields: { "legs.2.departureDate": expect.any(String) } },
    });
    // Moving the second and third together keeps them in order.
    const both = expectStatus(
      await offersFor(who, id, {
        legs: [
          { leg: 2, departureDate: "2026-12-15" },
          { leg: 3, departureDate: "2026-12-16" },
        ],
      }),
      200,
    ).body.data;
    expect(both.offers.length).toBeGreaterThan(0);
    await refused({ departureDate: "2026-12-13" }, 400);
    await refused({ legs: [] }, 400);
    await refused(
      {
        legs: [
          { leg: 2, departureDate: "2026-12-13" },
          { leg: 2, departureDate: "2026-12-13" },
        ],
      },
      400,
    );
    await refused({ legs: [{ leg: 2, departureDate: "2026-11-01" }] }, 400);
  });

  it("refuses a chosen trip whose legs are out of order", async () => {
    const { who, id, offer } = await paidTrip();
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: 100_000, method: "kpay" } }), 200);
    const key = decodeOfferId(offer.id);
    const early = decodeOfferId(
      (await firstOffer(t, { from: "NYU", to: "MDL", departureDate: "2026-12-09" })).id,
    );
    if (!key || !early?.itineraries[0]) throw new Error("no flights");
    // The second leg the day before the first: never offered, and refused when sent.
    const offerId = encodeOfferId({
      ...key,
      itineraries: [key.itineraries[0] ?? [], early.itineraries[0], key.itineraries[2] ?? []],
    });
    const quoteId = `c1-0-${clock + 10 * 60_000}`;
    expect(expectStatus(await change(who, id, { offerId, quoteId }), 422).body).toMatchObject({
      error: { code: "LEGS_OUT_OF_ORDER" },
    });
    expect(await changeRows(id)).toHaveLength(0);
  });

  it("documents every status of both calls in the served OpenAPI", async () => {
    const doc = await readOpenApi(t);
    const statuses = (path: string) => Object.keys(doc.paths[path]?.post?.responses ?? {}).sort();
    expect(statuses("/apis/flights/booking/{id}/change-offers")).toEqual([
      "200",
      "400",
      "401",
      "404",
      "409",
      "415",
      "422",
    ]);
    expect(statuses("/apis/flights/booking/{id}/change")).toContain("422");
  });
});
