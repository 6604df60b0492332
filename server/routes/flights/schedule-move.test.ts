import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { flightInventory, seatHolds } from "../../db/schema/flights.ts";
import { changeSchedule, setClosed } from "../../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { seatsSoldOn } from "../../testing/booking-rows.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { refundScheduleChangeRoute } from "./schedule-answer.routes.ts";
import { moveOffersRoute, moveScheduleChangeRoute } from "./schedule-move.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

/** A new customer's paid Yangon–Mandalay booking on `date` (a round trip with `back`), wallet left at 0. */
async function paid(date: string, back?: string) {
  const who = await createTestUser(t);
  const offer = await firstOffer(t, {
    travelType: back ? 2 : 1,
    from: "RGN",
    to: "MDL",
    departureDate: date,
    ...(back ? { returnDate: back } : {}),
  });
  const { id } = expectStatus(
    await t.api(createBookingRoute, {
      body: bookingRequest(offer, who.user.id, back ? 2 : 1),
      token: who.token,
    }),
    201,
  ).body.data;
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
    200,
  );
  await t.deps.jobs.idle();
  return { who, id, offer, total };
}

/** The inventory keys of an offer's flights (`UB101@2026-12-10`), a leg of several flights each. */
const keysOf = (offer: FlightOffer) =>
  offer.id
    .split("~")
    .slice(1)
    .flatMap((leg) => leg.split(","))
    .sort();

/** The flight key's number and date of an offer's leg (`UB101`, `2026-12-10`). */
const flightOf = (offer: FlightOffer, leg = 0) => {
  const [flight = "", day = ""] = (offer.id.split("~")[leg + 1] ?? "").split(",")[0]?.split("@") ?? [];
  return { flight, day };
};

async function operated<T>(command: Promise<T>): Promise<T> {
  const result = await command;
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
  return result;
}
const close = (offer: FlightOffer, leg = 0) => {
  const { flight, day } = flightOf(offer, leg);
  return operated(setClosed(t.database.db, flight, day, true, TEST_NOW));
};

const offersOn = (who: TestUser, id: string, date?: string) =>
  t.api(moveOffersRoute, { params: { id }, token: who.token, query: date ? { date } : {} });
const move = (who: TestUser, id: string, offerId: string, headers: Record<string, string> = {}) =>
  t.api(moveScheduleChangeRoute, { params: { id }, token: who.token, body: { offerId }, headers });
const record = async (who: TestUser, id: string) =>
  expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body.data;

const seatsSold = (key: string) => seatsSoldOn(t, key, "Y");
const heldFlights = async (id: string) =>
  (
    await t.database.db
      .select({ key: seatHolds.flightKey })
      .from(seatHolds)
      .where(and(eq(seatHolds.bookingId, id), isNull(seatHolds.releasedAt)))
  )
    .map((h) => h.key)
    .sort();

/** The wallet as its owner sees it, and whether its rows add up to its balance. */
async function ledgerOf(who: TestUser) {
  const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
  return { money, adds: money.transactions.reduce((sum, row) => sum + row.amount, 0) === money.balance };
}

/** The day's move offers, the dearest first: a move there costs the airline, never the traveller. */
async function offersFor(who: TestUser, id: string, date: string) {
  const found = expectStatus(await offersOn(who, id, date), 200).body.data;
  return [...found.offers].sort(
    (a, b) => (toCents(b.price.grandTotal) ?? 0) - (toCents(a.price.grandTotal) ?? 0),
  );
}

describe("move free of charge after the airline's change", () => {
  it("offers the window's flights, moves once at no cost to a dearer fare, and mails the new e-ticket", async () => {
    const b = await paid("2026-12-10");
    await close(b.offer);

    const found = expectStatus(await offersOn(b.who, b.id), 200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(found.body.data).toMatchObject({
      bookingId: b.id,
      leg: "OUTBOUND",
      bookedDate: "2026-12-10",
      window: { first: "2026-12-07", last: "2026-12-13" },
      date: "2026-12-10",
    });
    // The cancelled flight is not offered.
    expect(found.body.data.offers.map((o) => flightKeyOf(o))).not.toContain(flightKeyOf(b.offer));

    const [choice] = await offersFor(b.who, b.id, "2026-12-11");
    if (!choice) throw new Error("no move offer on 2026-12-11");
    // Dearer than what was paid: the traveller still pays nothing.
    expect(toCents(choice.price.grandTotal)).toBeGreaterThan(b.total);
    const oldBefore = await seatsSold(keysOf(b.offer)[0] ?? "");
    const newBefore = await seatsSold(keysOf(choice)[0] ?? "");
    const mailsBefore = (await readOutbox(t)).filter((m) => m.subject.includes(b.id)).length;

    const done = expectStatus(
      await move(b.who, b.id, choice.id, { "idempotency-key": "move-1", "accept-language": "my" }),
      200,
    ).body.data;
    expect(done).toMatchObject({
      bookingId: b.id,
      status: "PAID",
      resolution: "MOVED",
      charged: 0,
      balance: 0,
    });
    expect(done.offer.id).toBe(choice.id);
    const again = expectStatus(await move(b.who, b.id, choice.id, { "idempotency-key": "move-1" }), 200).body
      .data;
    expect(again).toEqual(done);
    expect(
      expectStatus(await move(b.who, b.id, choice.id, { "idempotency-key": "move-2" }), 409).body,
    ).toMatchObject({ error: { code: "NO_OPEN_CHANGE" } });

    // No money moved: the ledger is the payment and its top-up, and equals the balance.
    const { money, adds } = await ledgerOf(b.who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(0);
    expect(money.transactions.filter((row) => row.bookingId === b.id).map((row) => row.type)).toEqual([
      "PAYMENT",
    ]);

    // The old seat is on sale again, the new one sold, once.
    expect(await seatsSold(keysOf(b.offer)[0] ?? "")).toBe(oldBefore - 1);
    expect(await seatsSold(keysOf(choice)[0] ?? "")).toBe(newBefore + 1);
    expect(await heldFlights(b.id)).toEqual(keysOf(choice));

    const after = await record(b.who, b.id);
    expect(after).toMatchObject({ id: b.id, status: "PAID", scheduleChange: null });
    // What it cost stays what was paid.
    expect(toCents(after.totalPrice)).toBe(b.total);
    expect(after.legs?.[0]?.segments[0]?.departureAt).toBe(choice.itineraries[0]?.segments[0]?.departure.at);

    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(events.find((e) => e.kind === "SCHEDULE_CHANGED")?.change).toMatchObject({ resolution: "MOVED" });
    expect(events.find((e) => e.kind === "CHANGED")).toMatchObject({
      ledgerId: null,
      money: {
        from: { offerId: b.offer.id },
        to: { offerId: choice.id },
        charged: 0,
        fareDifference: 0,
        changeFee: 0,
        reason: "SCHEDULE_CHANGE",
      },
    });

    await t.deps.jobs.idle();
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes(b.id));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toMatch(/[\u1000-\u109F]/);
  });

  it("moves a moved flight once when three requests arrive together", async () => {
    const b = await paid("2026-12-11");
    const { flight, day } = flightOf(b.offer);
    await operated(changeSchedule(t.database.db, flight, day, "05:05", undefined, TEST_NOW));
    const [choice] = await offersFor(b.who, b.id, "2026-12-12");
    if (!choice) throw new Error("no move offer");
    const newBefore = await seatsSold(keysOf(choice)[0] ?? "");
    const answers = await Promise.all([
      move(b.who, b.id, choice.id, { "idempotency-key": "x" }),
      move(b.who, b.id, choice.id, { "idempotency-key": "y" }),
      move(b.who, b.id, choice.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await seatsSold(keysOf(choice)[0] ?? "")).toBe(newBefore + 1);
    expect(await heldFlights(b.id)).toEqual(keysOf(choice));
    expect((await ledgerOf(b.who)).adds).toBe(true);
  });

  it("moves a round trip's cancelled return and keeps its outbound seat", async () => {
    const b = await paid("2026-12-14", "2026-12-17");
    await close(b.offer, 1);
    const found = expectStatus(await offersOn(b.who, b.id), 200).body.data;
    expect(found).toMatchObject({
      leg: "RETURN",
      bookedDate: "2026-12-17",
      window: { first: "2026-12-14", last: "2026-12-20" },
    });
    const outbound = b.offer.id.split("~")[1];
    const [choice] = await offersFor(b.who, b.id, "2026-12-18");
    if (!choice) throw new Error("no move offer");
    expect(choice.id.split("~")[1]).toBe(outbound);
    const outboundBefore = await seatsSold(outbound ?? "");
    expectStatus(await move(b.who, b.id, choice.id), 200);
    expect(await seatsSold(outbound ?? "")).toBe(outboundBefore);
    expect(await heldFlights(b.id)).toEqual(keysOf(choice));
    const { money, adds } = await ledgerOf(b.who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(0);
  });
});

describe("a free move is refused", () => {
  it("without an open change, once answered, and for another user's booking", async () => {
    const b = await paid("2026-12-12");
    const elsewhere = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-13" });
    expect(expectStatus(await offersOn(b.who, b.id), 409).body).toMatchObject({
      error: { code: "NO_OPEN_CHANGE" },
    });
    expect(expectStatus(await move(b.who, b.id, elsewhere.id), 409).body).toMatchObject({
      error: { code: "NO_OPEN_CHANGE" },
    });
    await close(b.offer);
    const stranger = await createTestUser(t);
    expectStatus(await offersOn(stranger, b.id), 404);
    expectStatus(await move(stranger, b.id, elsewhere.id), 404);
    // Refunded: nothing left to move.
    expectStatus(await t.api(refundScheduleChangeRoute, { params: { id: b.id }, token: b.who.token }), 200);
    expect(expectStatus(await move(b.who, b.id, elsewhere.id), 409).body).toMatchObject({
      error: { code: "ALREADY_CANCELLED" },
    });
    expect((await ledgerOf(b.who)).adds).toBe(true);
  });

  it("outside the window, on another route, to its own flight, to a full flight, or with no offer id", async () => {
    const b = await paid("2026-12-15");
    const { flight, day } = flightOf(b.offer);
    await operated(changeSchedule(t.database.db, flight, day, "05:35", undefined, TEST_NOW));
    expect(expectStatus(await offersOn(b.who, b.id, "2026-12-19"), 422).body).toMatchObject({
      error: { code: "OUTSIDE_WINDOW" },
    });
    expectStatus(await offersOn(b.who, b.id, "15 Dec"), 400);

    const late = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-19" });
    expect(expectStatus(await move(b.who, b.id, late.id), 422).body).toMatchObject({
      error: { code: "OUTSIDE_WINDOW" },
    });
    const otherRoute = await firstOffer(t, { from: "RGN", to: "NYU", departureDate: "2026-12-16" });
    expect(expectStatus(await move(b.who, b.id, otherRoute.id), 422).body).toMatchObject({
      error: { code: "NOT_SAME_ROUTE" },
    });
    const business = b.offer.id.replace(/^Y/, "C");
    expect([400, 422]).toContain((await move(b.who, b.id, business)).status);
    expect(expectStatus(await move(b.who, b.id, b.offer.id), 409).body).toMatchObject({
      error: { code: "SAME_FLIGHTS" },
    });
    expect(expectStatus(await move(b.who, b.id, "fly me anywhere"), 400).body).toMatchObject({
      error: { code: "BAD_OFFER" },
    });

    const [full] = await offersFor(b.who, b.id, "2026-12-16");
    if (!full) throw new Error("no move offer");
    await t.database.db
      .insert(flightInventory)
      .values({ flightKey: keysOf(full)[0] ?? "", cabin: "Y", capacity: 72, seatsSold: 72 })
      .onConflictDoUpdate({
        target: [flightInventory.flightKey, flightInventory.cabin],
        set: { seatsSold: flightInventory.capacity },
      });
    expect(expectStatus(await move(b.who, b.id, full.id), 409).body).toMatchObject({
      error: { code: "OFFER_UNAVAILABLE" },
    });

    // Nothing moved: the booking still holds its flight and waits for an answer.
    expect(await heldFlights(b.id)).toEqual(keysOf(b.offer));
    expect((await record(b.who, b.id)).scheduleChange).toMatchObject({ kind: "MOVED" });
  });

  it("documents both calls and every status in the OpenAPI", async () => {
    const doc = await readOpenApi(t);
    const base = "/apis/flights/booking/{id}/schedule-change";
    expect(Object.keys(doc.paths[`${base}/move-offers`]?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "409", "422"]),
    );
    expect(Object.keys(doc.paths[`${base}/move`]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "409", "422"]),
    );
  });
});
