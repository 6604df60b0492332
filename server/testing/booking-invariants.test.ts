import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents } from "../../src/domain/money.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { bookingEvents, bookings } from "../db/schema/bookings.ts";
import { seatHolds } from "../db/schema/flights.ts";
import { jobs } from "../db/schema/jobs.ts";
import { walletTransactions } from "../db/schema/wallet.ts";
import { changeSchedule, setClosed } from "../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../flights/testing.ts";
import { checkPayment, topUp } from "../routes/customers/customers.routes.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { refundScheduleChangeRoute } from "../routes/flights/schedule-answer.routes.ts";
import { moveOffersRoute, moveScheduleChangeRoute } from "../routes/flights/schedule-move.routes.ts";
import { checkBookingInvariants } from "./booking-invariants.ts";
import { expectStatus, setUpTestContext } from "./harness.ts";
import { createTestUser } from "./users.ts";

// The fault test trusts these checks to fail when a booking is wrong: here they must.
let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
const check = () =>
  checkBookingInvariants(
    async (text) =>
      (await t.database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> },
  );

/** A new customer's paid Yangon–Mandalay booking on `date`. */
async function paid(date: string) {
  const who = await createTestUser(t);
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: date });
  const { id } = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
    201,
  ).body.data;
  const amount = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
    200,
  );
  return { who, id, offer };
}

type EventKind = (typeof bookingEvents.$inferSelect)["kind"];
const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};

/** The booking's one event of `kind`, its money and change as objects. */
async function eventOf(bookingId: string, kind: EventKind) {
  const [row] = await t.database.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.kind, kind)));
  if (!row) throw new Error(`no ${kind} event of ${bookingId}`);
  return { id: row.id, at: row.at, money: record(row.money), change: record(row.change) };
}
const rewrite = (id: string, set: { money?: object; change?: object }) =>
  t.database.db.update(bookingEvents).set(set).where(eq(bookingEvents.id, id));

describe("booking invariants", () => {
  it("find a paid booking and one refunded for the airline's change consistent, and each wrong row", async () => {
    const a = await paid("2026-12-14");
    const b = await paid("2026-12-15");
    const [flight = "", day = ""] = flightKeyOf(b.offer).split("@");
    await setClosed(t.database.db, flight, day, true, TEST_NOW);
    expectStatus(await t.api(refundScheduleChangeRoute, { params: { id: b.id }, token: b.who.token }), 200);

    const good = await check();
    expect(good.problems).toEqual([]);
    expect(good.states.get(a.id)?.state).toBe("PAID");
    expect(good.states.get(b.id)?.state).toBe("REFUNDED");

    // A refund short of the total, a seat given back under a paid booking, a mail job lost.
    await t.database.db.update(bookings).set({ refundCents: 1 }).where(eq(bookings.id, b.id));
    await t.database.db.update(seatHolds).set({ releasedAt: TEST_NOW }).where(eq(seatHolds.bookingId, a.id));
    await t.database.db.delete(jobs).where(eq(jobs.bookingId, a.id));
    const bad = await check();
    expect(bad.states.has(b.id)).toBe(false);
    expect(bad.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`booking ${b.id} (CANCELLED): refunded 1 of`),
        expect.stringContaining(`booking ${a.id} (PAID): holds nothing but its offer is`),
        expect.stringMatching(new RegExp(`^flight ${flightKeyOf(a.offer)}\\|Y: \\d+ seats sold`)),
        `mail job eticket-mail|${a.id}|: 0 jobs, not 1`,
      ]),
    );
  });

  it("find a booking moved free of charge consistent, and a move that charged, kept seats or left no trace", async () => {
    const [a, b] = [await paid("2026-12-16"), await paid("2026-12-17")];
    const [closedFlight = "", closedDay = ""] = flightKeyOf(a.offer).split("@");
    await setClosed(t.database.db, closedFlight, closedDay, true, TEST_NOW);
    const [movedFlight = "", movedDay = ""] = flightKeyOf(b.offer).split("@");
    await changeSchedule(t.database.db, movedFlight, movedDay, "05:05", undefined, TEST_NOW);
    /** Moves `p` to its first move offer on its booked day; answers the offer. */
    const move = async (p: typeof a) => {
      const found = await t.api(moveOffersRoute, { params: { id: p.id }, token: p.who.token, query: {} });
      const [choice] = expectStatus(found, 200).body.data.offers;
      if (!choice) throw new Error("no move offer");
      expectStatus(
        await t.api(moveScheduleChangeRoute, {
          params: { id: p.id },
          token: p.who.token,
          body: { offerId: choice.id },
          headers: {},
        }),
        200,
      );
      return choice;
    };
    // Moved a minute after they were paid, as a request after another: a move's ledger rows, if it
    // wrote any, are told apart from the payment's by their time.
    clock += 60_000;
    const [toA, toB] = [await move(a), await move(b)];

    // The first test left its wrong rows: only what concerns these two bookings and their flights.
    const ours = [a.id, b.id, ...[a.offer, b.offer, toA, toB].map(flightKeyOf)];
    const problems = (found: Awaited<ReturnType<typeof check>>) =>
      found.problems.filter((p) => ours.some((k) => p.includes(k)));
    const good = await check();
    expect(problems(good)).toEqual([]);
    expect(good.states.get(a.id)).toEqual({ userId: a.who.user.id, state: "MOVED", offerId: toA.id });
    expect(good.states.get(b.id)).toEqual({ userId: b.who.user.id, state: "MOVED", offerId: toB.id });
    expect(good.movesPerUser.get(a.who.user.id)).toBe(1);
    expect(good.changesPerUser.get(a.who.user.id)).toBe(0);

    // a: the move charged and wrote a ledger row, the old flight's seats kept, its e-ticket job lost.
    const moveOfA = await eventOf(a.id, "CHANGED");
    await rewrite(moveOfA.id, { money: { ...moveOfA.money, charged: 500 } });
    await t.database.db.insert(walletTransactions).values({
      id: "move-row",
      userId: a.who.user.id,
      seq: 999,
      type: "CASHBACK",
      amount: 500,
      balanceAfter: 500,
      bookingId: a.id,
      createdAt: moveOfA.at,
    });
    await t.database.db
      .update(seatHolds)
      .set({ releasedAt: null })
      .where(and(eq(seatHolds.bookingId, a.id), eq(seatHolds.flightKey, flightKeyOf(a.offer))));
    await t.database.db.delete(jobs).where(eq(jobs.eventId, moveOfA.id));
    // b: its schedule change answered as accepted although it moved.
    const changeOfB = await eventOf(b.id, "SCHEDULE_CHANGED");
    await rewrite(changeOfB.id, { change: { ...changeOfB.change, resolution: "ACCEPTED" } });

    const bad = await check();
    expect(bad.states.has(b.id)).toBe(false);
    expect(problems(bad)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `booking ${a.id} (PAID): move ${moveOfA.id} after a schedule change charged 500`,
        ),
        `booking ${a.id} (PAID): move ${moveOfA.id} wrote ledger rows move-row`,
        `booking ${a.id} (PAID): moved off ${flightKeyOf(a.offer)} but still holds its seats`,
        expect.stringMatching(new RegExp(`^flight ${flightKeyOf(a.offer)}\\|Y: 0 seats sold, 1 held`)),
        `mail job eticket-mail|${a.id}|${moveOfA.id}: 0 jobs, not 1`,
        `booking ${b.id} (PAID): moved free of charge, but no schedule change is resolved MOVED`,
      ]),
    );

    // b: a change resolved MOVED, with no move behind it.
    await rewrite(changeOfB.id, { change: { ...changeOfB.change, resolution: "MOVED" } });
    const moveOfB = await eventOf(b.id, "CHANGED");
    await rewrite(moveOfB.id, { money: { ...moveOfB.money, reason: "DATE_CHANGE" } });
    const worse = await check();
    expect(problems(worse)).toContain(
      `booking ${b.id} (PAID): a schedule change resolved MOVED with no move`,
    );
    expect(worse.movesPerUser.get(b.who.user.id)).toBe(0);
  });

  it("find a round trip's legs in order, and a return leaving before the outbound landed", async () => {
    const who = await createTestUser(t);
    const offer = await firstOffer(t, {
      travelType: 2,
      from: "RGN",
      to: "MDL",
      departureDate: "2026-12-18",
      returnDate: "2026-12-20",
    });
    const { id } = expectStatus(
      await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 2), token: who.token }),
      201,
    ).body.data;
    const amount = toCents(offer.price.grandTotal) ?? 0;
    expectStatus(await t.api(topUp, { token: who.token, body: { amount, method: "kpay" } }), 200);
    expectStatus(
      await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
      200,
    );
    const ours = (found: Awaited<ReturnType<typeof check>>) => found.problems.filter((p) => p.includes(id));
    expect(ours(await check())).toEqual([]);

    // The return rewritten to leave Mandalay on the outbound's day, before it lands there.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const stored = record(row?.record);
    const legs = (stored.legs as Array<Array<Record<string, unknown>>>) ?? [];
    const landed = String(legs[0]?.at(-1)?.arrivalAt ?? "");
    const early = `${landed.slice(0, 11)}00:05:00`;
    const back = (legs[1] ?? []).map((s, i) => (i === 0 ? { ...s, departureAt: early } : s));
    await t.database.db
      .update(bookings)
      .set({ record: { ...stored, legs: [legs[0], back] } })
      .where(eq(bookings.id, id));
    expect(ours(await check())).toEqual([
      `booking ${id} (PAID): legs out of order: 2 leaves MDL at ${early} before 1 lands at ${landed}`,
    ]);
  });
});
