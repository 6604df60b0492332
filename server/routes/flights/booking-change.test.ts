import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { issueSession } from "../../auth/sessions.ts";
import { bookingEvents, bookings } from "../../db/schema/bookings.ts";
import { seatHolds } from "../../db/schema/flights.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { ledgerRowsOf, seatsSoldOn } from "../../testing/booking-rows.ts";
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

type Family = "PROMOTION" | "SAVER" | "FLEX";
const familyOf = (offer: FlightOffer) => offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;
const flightsOf = (offer: FlightOffer, leg: number) =>
  offer.itineraries[leg]?.segments.map((s) => `${s.carrierCode}${s.number}@${s.departure.at}`).join(",");

/** A new customer with a paid Yangon–Mandalay booking in `family`: one-way, or a round trip with `back`. */
async function paidIn(family: Family, date: string, back?: string, adults = 1) {
  const who = await createTestUser(t);
  const cheapest = await firstOffer(t, {
    travelType: back ? 2 : 1,
    from: "RGN",
    to: "MDL",
    adults,
    departureDate: date,
    ...(back ? { returnDate: back } : {}),
  });
  const all = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: String(adults) } }),
    200,
  ).body.data;
  const offer = all.find((o) => familyOf(o) === family);
  if (!offer) throw new Error(`no ${family} on ${date}`);
  const booked = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id), token: who.token }),
    201,
  ).body.data;
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: booked.id } }),
    200,
  );
  await t.deps.jobs.idle();
  return { who, id: booked.id, offer, total };
}

const offersFor = (who: TestUser, id: string, body: { departureDate: string; returnDate?: string }) =>
  t.api(changeOffersRoute, { params: { id }, token: who.token, body });

const change = (
  who: TestUser,
  id: string,
  body: { offerId: string; quoteId: string },
  headers: Record<string, string> = {},
) => t.api(changeBookingRoute, { params: { id }, token: who.token, body, headers });

const changeRows = (id: string) => ledgerRowsOf(t, id, "CHANGE");

const seatsSold = (offer: FlightOffer) => seatsSoldOn(t, flightKeyOf(offer));

/** The wallet as its owner sees it, and whether its rows add up to its balance. */
async function ledgerOf(who: TestUser) {
  const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
  return { money, adds: money.transactions.reduce((sum, row) => sum + row.amount, 0) === money.balance };
}

/** A paid Saver booking on 12-10 and its first change offer on 12-12. */
async function withOffer(family: Family = "SAVER") {
  const paid = await paidIn(family, "2026-12-10");
  const found = expectStatus(await offersFor(paid.who, paid.id, { departureDate: "2026-12-12" }), 200).body
    .data;
  const [choice] = found.offers;
  if (!choice) throw new Error("no change offer");
  return { ...paid, choice };
}

describe("change a paid booking's date", () => {
  it("charges the change once, moves the seats, keeps the id, records both flights and mails the new e-ticket", async () => {
    const { who, id, offer, choice } = await withOffer();
    const total = choice.quote.total;
    expect(total).toBeGreaterThan(0);
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
    const oldBefore = await seatsSold(offer);
    const newBefore = await seatsSold(choice.offer);
    const mailsBefore = (await readOutbox(t)).filter((m) => m.subject.includes(id)).length;
    const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };

    const done = expectStatus(await change(who, id, body, { "idempotency-key": "change-1" }), 200).body.data;
    expect(done).toMatchObject({ bookingId: id, status: "PAID", charged: total, balance: 0 });
    expect(done.offer.id).toBe(choice.offer.id);
    // The same key again answers the first result and charges nothing more.
    const again = expectStatus(await change(who, id, body, { "idempotency-key": "change-1" }), 200).body.data;
    expect(again).toEqual(done);
    expect(await changeRows(id)).toHaveLength(1);

    const { money, adds } = await ledgerOf(who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(0);
    expect(money.transactions[0]).toMatchObject({ type: "CHANGE", amount: -total, bookingId: id });

    // The old seat is on sale again, the new one sold.
    expect(await seatsSold(offer)).toBe(oldBefore - 1);
    expect(await seatsSold(choice.offer)).toBe(newBefore + 1);

    const detail = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(detail.status).toBe("PAID");
    expect(JSON.stringify(detail)).toContain(
      choice.offer.itineraries[0]?.segments[0]?.departure.at ?? "none",
    );
    // The itinerary has only the new flight; the old one is named by the history alone.
    const { events: history, ...itinerary } = detail;
    expect(JSON.stringify(itinerary)).not.toContain(
      offer.itineraries[0]?.segments[0]?.departure.at ?? "none",
    );
    expect(history?.at(-1)?.from?.[0]?.departureAt).toBe(offer.itineraries[0]?.segments[0]?.departure.at);

    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: "CHANGED",
      money: {
        from: { offerId: offer.id },
        to: { offerId: choice.offer.id },
        charged: total,
        changeFee: choice.quote.changeFee,
      },
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

  it("refuses a short wallet with the shortfall and changes nothing, then changes once topped up", async () => {
    const { who, id, offer, choice } = await withOffer();
    const total = choice.quote.total;
    const oldBefore = await seatsSold(offer);
    const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };
    const short = expectStatus(await change(who, id, body), 400).body;
    expect(short).toMatchObject({
      error: { code: "INSUFFICIENT_BALANCE" },
      required: total,
      available: 0,
      shortfall: total,
    });
    expect(await seatsSold(offer)).toBe(oldBefore);
    expect(await changeRows(id)).toHaveLength(0);
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
    expectStatus(await change(who, id, body), 200);
    expect(await seatsSold(offer)).toBe(oldBefore - 1);
  });

  it("moves a round trip's return and keeps its outbound seat held once", async () => {
    const { who, id, offer } = await paidIn("FLEX", "2026-12-10", "2026-12-14");
    const found = expectStatus(
      await offersFor(who, id, { departureDate: "2026-12-10", returnDate: "2026-12-16" }),
      200,
    ).body.data;
    const [choice] = found.offers;
    if (!choice) throw new Error("no change offer");
    if (choice.quote.total > 0)
      expectStatus(
        await t.api(topUp, { token: who.token, body: { amount: choice.quote.total, method: "kpay" } }),
        200,
      );
    const outboundBefore = await seatsSold(offer);
    expectStatus(await change(who, id, { offerId: choice.offer.id, quoteId: choice.quote.quoteId }), 200);
    // The outbound is still this booking's one seat; the return moved.
    expect(await seatsSold(offer)).toBe(outboundBefore);
    const holds = await t.database.db
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.bookingId, id), isNull(seatHolds.releasedAt)));
    expect(holds.map((h) => h.flightKey).sort()).toEqual(choice.offer.id.split("~").slice(1).sort());
    const { adds } = await ledgerOf(who);
    expect(adds).toBe(true);
  });

  it("re-quotes a quote that expired or was altered, and refuses another's booking, other routes and departed ones", async () => {
    const { who, id, offer, choice } = await withOffer();
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: 100_000, method: "kpay" } }), 200);
    const stranger = await createTestUser(t);
    const body = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };
    expect((await change(stranger, id, body)).status).toBe(404);

    const cheaper = choice.quote.quoteId.replace(/^c1-\d+-/, "c1-0-");
    const altered = expectStatus(await change(who, id, { ...body, quoteId: cheaper }), 409).body;
    expect(altered).toMatchObject({ error: { code: "QUOTE_EXPIRED" }, quote: { total: choice.quote.total } });
    expectStatus(await change(who, id, { ...body, quoteId: "pay nothing" }), 400);

    const elsewhere = await firstOffer(t, { from: "RGN", to: "NYU", departureDate: "2026-12-12" });
    expect(expectStatus(await change(who, id, { ...body, offerId: elsewhere.id }), 400).body).toMatchObject({
      error: { code: "BAD_OFFER" },
    });

    clock += 16 * 60_000;
    const later = { ...who, token: (await issueSession(t.deps, who.user.id)).token };
    expect(expectStatus(await change(later, id, body), 409).body).toMatchObject({
      error: { code: "QUOTE_EXPIRED" },
    });
    expect(await changeRows(id)).toHaveLength(0);

    clock = Date.parse(`${offer.itineraries[0]?.segments[0]?.departure.at}+06:30`) + 60_000;
    const gone = { ...who, token: (await issueSession(t.deps, who.user.id)).token };
    expect(expectStatus(await change(gone, id, body), 409).body).toMatchObject({
      error: { code: "DEPARTED" },
    });
  });
});

describe("a round trip's change fee", () => {
  // Saver charges $25 a seat and flight: two travellers pay $50 for each flight that moves.
  const perFlight = 2 * 2_500;
  const flightCount = (offer: FlightOffer, leg: number) => offer.itineraries[leg]?.segments.length ?? 0;
  const exchangeFee = (offer: FlightOffer) =>
    toCents(offer.fareRules?.rules.find((r) => r.category === "EXCHANGE")?.maxPenaltyAmount ?? "") ?? null;

  it("charges only the moved direction's share, in every quote and in the ledger", async () => {
    const { who, id, offer } = await paidIn("SAVER", "2026-12-10", "2026-12-14", 2);
    const whole = perFlight * (flightCount(offer, 0) + flightCount(offer, 1));
    expect(exchangeFee(offer)).toBe(whole);
    const share = perFlight * flightCount(offer, 1);
    const found = expectStatus(
      await offersFor(who, id, { departureDate: "2026-12-10", returnDate: "2026-12-16" }),
      200,
    ).body.data;
    expect(found.offers.length).toBeGreaterThan(0);
    for (const { quote } of found.offers) {
      expect(quote.changeFee).toBe(share);
      expect(quote.total).toBe(quote.fareDifference + share);
    }
    const [choice] = found.offers;
    if (!choice) throw new Error("no change offer");
    expectStatus(
      await t.api(topUp, { token: who.token, body: { amount: choice.quote.total, method: "kpay" } }),
      200,
    );
    const done = expectStatus(
      await change(who, id, { offerId: choice.offer.id, quoteId: choice.quote.quoteId }),
      200,
    ).body.data;
    expect(done).toMatchObject({ charged: choice.quote.total, quote: { changeFee: share } });
    const rows = await changeRows(id);
    expect(rows.map((row) => row.amount)).toEqual([-choice.quote.total]);
    const { money, adds } = await ledgerOf(who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(0);
  });

  it("charges the whole fee when both directions move", async () => {
    const { who, id, offer } = await paidIn("SAVER", "2026-12-10", "2026-12-14", 2);
    const whole = exchangeFee(offer);
    const found = expectStatus(
      await offersFor(who, id, { departureDate: "2026-12-11", returnDate: "2026-12-16" }),
      200,
    ).body.data;
    expect(found.offers.length).toBeGreaterThan(0);
    for (const { offer: next, quote } of found.offers) {
      expect(flightsOf(next, 0)).not.toBe(flightsOf(offer, 0));
      expect(flightsOf(next, 1)).not.toBe(flightsOf(offer, 1));
      expect(quote.changeFee).toBe(whole);
    }
    const [choice] = found.offers;
    if (!choice) throw new Error("no change offer");
    expectStatus(
      await t.api(topUp, { token: who.token, body: { amount: choice.quote.total, method: "kpay" } }),
      200,
    );
    expectStatus(await change(who, id, { offerId: choice.offer.id, quoteId: choice.quote.quoteId }), 200);
    expect((await changeRows(id)).map((row) => row.amount)).toEqual([-choice.quote.total]);
  });

  it("re-quotes a one-direction change accepted at the whole fee, charging nothing", async () => {
    const { who, id, offer } = await paidIn("SAVER", "2026-12-10", "2026-12-14");
    const found = expectStatus(
      await offersFor(who, id, { departureDate: "2026-12-12", returnDate: "2026-12-14" }),
      200,
    ).body.data;
    const [choice] = found.offers;
    if (!choice) throw new Error("no change offer");
    expect(flightsOf(choice.offer, 1)).toBe(flightsOf(offer, 1));
    expectStatus(await t.api(topUp, { token: who.token, body: { amount: 100_000, method: "kpay" } }), 200);
    // A quote priced as before this rule: the whole trip's fee for one direction.
    const whole = exchangeFee(offer) ?? 0;
    const stale = choice.quote.quoteId.replace(/^c1-\d+-/, `c1-${choice.quote.fareDifference + whole}-`);
    expect(stale).not.toBe(choice.quote.quoteId);
    const answer = expectStatus(
      await change(who, id, { offerId: choice.offer.id, quoteId: stale }),
      409,
    ).body;
    expect(answer).toMatchObject({
      error: { code: "QUOTE_EXPIRED" },
      quote: { changeFee: choice.quote.changeFee, total: choice.quote.total },
    });
    expect(choice.quote.changeFee).toBeLessThan(whole);
    expect(await changeRows(id)).toHaveLength(0);
    const held = expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body
      .data;
    expect(JSON.stringify(held)).toContain(offer.itineraries[0]?.segments[0]?.departure.at ?? "none");
  });
});

describe("change offers for a paid booking", () => {
  it("finds the same route, family and travellers on the new date, each with the difference and the change fee", async () => {
    const { who, id, offer, total } = await paidIn("SAVER", "2026-12-10", undefined, 2);
    const found = expectStatus(await offersFor(who, id, { departureDate: "2026-12-12" }), 200).body.data;
    expect(found.bookingId).toBe(id);
    expect(found.offers.length).toBeGreaterThan(0);
    for (const { offer: next, quote } of found.offers) {
      expect(next.itineraries).toHaveLength(1);
      expect(next.itineraries[0]?.segments[0]?.departure).toMatchObject({ iataCode: "RGN" });
      expect(next.itineraries[0]?.segments[0]?.departure.at.slice(0, 10)).toBe("2026-12-12");
      expect(next.itineraries[0]?.segments.at(-1)?.arrival.iataCode).toBe("MDL");
      expect(familyOf(next)).toBe("SAVER");
      expect(next.travelerPricings).toHaveLength(offer.travelerPricings.length);
      const newPrice = toCents(next.price.grandTotal) ?? 0;
      // Saver's change costs $25 a seat: two travellers pay $50; a cheaper fare gives nothing back.
      expect(quote).toMatchObject({ paid: total, newPrice, changeFee: 5_000 });
      expect(quote.fareDifference).toBe(Math.max(0, newPrice - total));
      expect(quote.total).toBe(quote.fareDifference + 5_000);
    }
    const totals = found.offers.map((o) => o.quote.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("charges no fee on a Flex fare, and offers other flights of the booked day but never the booked one", async () => {
    const { who, id, offer } = await paidIn("FLEX", "2026-12-11");
    const found = expectStatus(await offersFor(who, id, { departureDate: "2026-12-11" }), 200).body.data;
    expect(found.offers.length).toBeGreaterThan(0);
    for (const { offer: next, quote } of found.offers) {
      expect(familyOf(next)).toBe("FLEX");
      expect(quote.changeFee).toBe(0);
      expect(flightsOf(next, 0)).not.toBe(flightsOf(offer, 0));
    }
  });

  it("moves one leg of a round trip and keeps the other leg's flights", async () => {
    const { who, id, offer } = await paidIn("SAVER", "2026-12-10", "2026-12-14");
    const found = expectStatus(
      await offersFor(who, id, { departureDate: "2026-12-10", returnDate: "2026-12-16" }),
      200,
    ).body.data;
    expect(found.offers.length).toBeGreaterThan(0);
    for (const { offer: next } of found.offers) {
      expect(flightsOf(next, 0)).toBe(flightsOf(offer, 0));
      expect(next.itineraries[1]?.segments[0]?.departure.at.slice(0, 10)).toBe("2026-12-16");
      expect(next.itineraries[1]?.segments[0]?.departure.iataCode).toBe("MDL");
    }
    // A round trip must say both dates.
    expectStatus(await offersFor(who, id, { departureDate: "2026-12-12" }), 400);
  });

  it("refuses another's booking as unknown, bad dates, a booking not paid, a fare without changes and a departed one", async () => {
    const { who, id, offer } = await paidIn("PROMOTION", "2026-12-15");
    const stranger = await createTestUser(t);
    expect((await offersFor(stranger, id, { departureDate: "2026-12-16" })).status).toBe(404);
    expect((await offersFor(who, "FBNOSUCHBOOKING", { departureDate: "2026-12-16" })).status).toBe(404);

    expectStatus(await offersFor(who, id, { departureDate: "2026-11-01" }), 400);
    expectStatus(await offersFor(who, id, { departureDate: "2026-12-16", returnDate: "2026-12-18" }), 400);
    expectStatus(await offersFor(who, id, { departureDate: "16/12/2026" }), 400);

    const other = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-16" });
    const held = expectStatus(
      await t.api(createBookingRoute, { body: bookingRequest(other, who.user.id, 1), token: who.token }),
      201,
    ).body.data;
    expect(
      expectStatus(await offersFor(who, held.id, { departureDate: "2026-12-17" }), 409).body,
    ).toMatchObject({
      error: { code: "NOT_PAID" },
    });

    // Promotion charges $50 for a change; a fare whose EXCHANGE rule is not applicable allows none.
    const promo = expectStatus(await offersFor(who, id, { departureDate: "2026-12-16" }), 200).body.data;
    expect(promo.offers.length).toBeGreaterThan(0);
    expect(promo.offers.every((o) => o.quote.changeFee === 5_000)).toBe(true);
    const fixed = {
      ...offer,
      fareRules: {
        currency: "USD" as const,
        rules: [{ category: "EXCHANGE" as const, notApplicable: true }],
      },
    };
    await t.database.db.update(bookings).set({ offer: fixed }).where(eq(bookings.id, id));
    expect(expectStatus(await offersFor(who, id, { departureDate: "2026-12-16" }), 409).body).toMatchObject({
      error: { code: "NOT_CHANGEABLE" },
    });
    await t.database.db.update(bookings).set({ offer }).where(eq(bookings.id, id));

    const departs = Date.parse(`${offer.itineraries[0]?.segments[0]?.departure.at}+06:30`);
    clock = departs + 60_000;
    const later = { ...who, token: (await issueSession(t.deps, who.user.id)).token };
    expect(expectStatus(await offersFor(later, id, { departureDate: "2026-12-20" }), 409).body).toMatchObject(
      {
        error: { code: "DEPARTED" },
      },
    );
  });

  it("documents the call with every status in the served OpenAPI", async () => {
    const doc = await readOpenApi(t);
    const statuses = Object.keys(
      doc.paths["/apis/flights/booking/{id}/change-offers"]?.post?.responses ?? {},
    );
    expect(statuses.sort()).toEqual(["200", "400", "401", "404", "409", "415", "422"]);
  });
});
