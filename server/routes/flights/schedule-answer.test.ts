import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { issueSession } from "../../auth/sessions.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { changeSchedule, setClosed } from "../../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { ledgerRowsOf, seatsSoldOn } from "../../testing/booking-rows.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { acceptScheduleChangeRoute, refundScheduleChangeRoute } from "./schedule-answer.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

/** A new customer's paid Yangon–Mandalay booking on `date`. */
async function paid(date: string) {
  const who = await createTestUser(t);
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: date });
  const { id } = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id, 1), token: who.token }),
    201,
  ).body.data;
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: id } }),
    200,
  );
  await t.deps.jobs.idle();
  const [flight = "", day = ""] = flightKeyOf(offer).split("@");
  return { who, id, offer, total, flight, day };
}

async function operated<T>(command: Promise<T>): Promise<T> {
  const result = await command;
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
  return result;
}

const accept = (who: TestUser, id: string, headers: Record<string, string> = {}) =>
  t.api(acceptScheduleChangeRoute, { params: { id }, token: who.token, headers });
const refund = (who: TestUser, id: string, headers: Record<string, string> = {}) =>
  t.api(refundScheduleChangeRoute, { params: { id }, token: who.token, headers });
const record = async (who: TestUser, id: string) =>
  expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body.data;
const refundRows = (id: string) => ledgerRowsOf(t, id, "REFUND");
const seatsSold = (offer: FlightOffer) => seatsSoldOn(t, flightKeyOf(offer));
const changeEvents = (id: string) =>
  t.database.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "SCHEDULE_CHANGED")));

describe("accept the airline's new time", () => {
  it("puts the new times on the itinerary once, and the notice goes", async () => {
    const b = await paid("2026-12-14");
    await operated(changeSchedule(t.database.db, b.flight, b.day, "05:15", undefined, TEST_NOW));
    const before = await record(b.who, b.id);
    expect(before.scheduleChange).toMatchObject({ kind: "MOVED", departure: `${b.day}T05:15:00` });
    const arrival = before.scheduleChange?.arrival;

    const first = expectStatus(await accept(b.who, b.id, { "idempotency-key": "acc-1" }), 200);
    expect(first.body.data).toMatchObject({ bookingId: b.id, resolution: "ACCEPTED" });
    const again = expectStatus(await accept(b.who, b.id, { "idempotency-key": "acc-1" }), 200);
    expect(again.body).toEqual(first.body);
    expect(expectStatus(await accept(b.who, b.id, { "idempotency-key": "acc-2" }), 409).body).toMatchObject({
      error: { code: "NO_OPEN_CHANGE" },
    });

    const after = await record(b.who, b.id);
    expect(after.scheduleChange).toBeNull();
    expect(after.status).toBe("PAID");
    expect(after.legs?.[0]?.segments[0]).toMatchObject({
      departureAt: `${b.day}T05:15:00`,
      arrivalAt: arrival,
    });
    const [event] = await changeEvents(b.id);
    expect(event?.resolvedAt).not.toBeNull();
    expect(event?.change).toMatchObject({ resolution: "ACCEPTED" });
    // Nothing was paid back.
    expect(await refundRows(b.id)).toHaveLength(0);
  });

  it("accepts once when two arrive at the same time", async () => {
    const b = await paid("2026-12-15");
    await operated(changeSchedule(t.database.db, b.flight, b.day, "06:40", undefined, TEST_NOW));
    const answers = await Promise.all([
      accept(b.who, b.id, { "idempotency-key": "x" }),
      accept(b.who, b.id, { "idempotency-key": "y" }),
      accept(b.who, b.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await record(b.who, b.id)).legs?.[0]?.segments[0]?.departureAt).toBe(`${b.day}T06:40:00`);
  });

  it("is refused on a cancelled flight, with no open change, and on another user's booking", async () => {
    const b = await paid("2026-12-16");
    expect(expectStatus(await accept(b.who, b.id), 409).body).toMatchObject({
      error: { code: "NO_OPEN_CHANGE" },
    });
    expect(expectStatus(await refund(b.who, b.id), 409).body).toMatchObject({
      error: { code: "NO_OPEN_CHANGE" },
    });
    await operated(setClosed(t.database.db, b.flight, b.day, true, TEST_NOW));
    expect(expectStatus(await accept(b.who, b.id), 409).body).toMatchObject({
      error: { code: "FLIGHT_CANCELLED" },
    });
    const stranger = await createTestUser(t);
    expectStatus(await accept(stranger, b.id), 404);
    expectStatus(await refund(stranger, b.id), 404);
    expect((await record(b.who, b.id)).scheduleChange).toMatchObject({ kind: "CANCELLED" });
  });
});

describe("cancel with a full refund", () => {
  it("pays everything back once for a cancelled flight, frees the seat and mails why", async () => {
    const b = await paid("2026-12-17");
    const soldBefore = await seatsSold(b.offer);
    await operated(setClosed(t.database.db, b.flight, b.day, true, TEST_NOW));
    const first = expectStatus(
      await refund(b.who, b.id, { "idempotency-key": "r-1", "accept-language": "my" }),
      200,
    );
    expect(first.body.data).toMatchObject({ status: "CANCELLED", refund: b.total, balance: b.total });
    const again = expectStatus(await refund(b.who, b.id, { "idempotency-key": "r-1" }), 200);
    expect(again.body).toEqual(first.body);
    expect(expectStatus(await refund(b.who, b.id, { "idempotency-key": "r-2" }), 409).body).toMatchObject({
      error: { code: "ALREADY_CANCELLED" },
    });

    expect(await refundRows(b.id)).toHaveLength(1);
    const money = expectStatus(await t.api(wallet, { token: b.who.token }), 200).body.data;
    expect(money.balance).toBe(b.total);
    expect(money.transactions.reduce((sum, row) => sum + row.amount, 0)).toBe(money.balance);
    expect(await seatsSold(b.offer)).toBe(soldBefore - 1);
    const after = await record(b.who, b.id);
    expect(after).toMatchObject({ status: "CANCELLED", scheduleChange: null });
    const [event] = await changeEvents(b.id);
    expect(event?.change).toMatchObject({ resolution: "REFUNDED" });

    await t.deps.jobs.idle();
    const mails = (await readOutbox(t)).filter(
      (m) => m.subject.includes(b.id) && m.subject.includes("ပယ်ဖျက်"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("အပြည့်အဝ");
  });

  it("refunds a moved flight once when two arrive at the same time, mailing in English", async () => {
    const b = await paid("2026-12-18");
    await operated(changeSchedule(t.database.db, b.flight, b.day, "11:20", undefined, TEST_NOW));
    const answers = await Promise.all([
      refund(b.who, b.id, { "idempotency-key": "a" }),
      refund(b.who, b.id, { "idempotency-key": "b" }),
      refund(b.who, b.id),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await refundRows(b.id)).toHaveLength(1);
    const money = expectStatus(await t.api(wallet, { token: b.who.token }), 200).body.data;
    expect(money.balance).toBe(b.total);
    expect(money.transactions.reduce((sum, row) => sum + row.amount, 0)).toBe(money.balance);
    // Accepting afterwards finds nothing to accept.
    expect(expectStatus(await accept(b.who, b.id), 409).body).toMatchObject({
      error: { code: "ALREADY_CANCELLED" },
    });
    await t.deps.jobs.idle();
    const [mail] = (await readOutbox(t)).filter((m) => m.subject === `Booking ${b.id} (RGN - MDL) cancelled`);
    expect(mail?.text).toContain("Because the airline changed your flight, you were refunded in full");
  });

  it("refuses the refund of a moved flight once it has left", async () => {
    const b = await paid("2026-12-19");
    await operated(changeSchedule(t.database.db, b.flight, b.day, "08:00", undefined, TEST_NOW));
    clock = Date.parse(`${b.day}T12:00:00Z`);
    const later = { ...b.who, token: (await issueSession(t.deps, b.who.user.id)).token };
    expect(expectStatus(await refund(later, b.id), 409).body).toMatchObject({ error: { code: "DEPARTED" } });
    expect(await refundRows(b.id)).toHaveLength(0);
    expect((await record(later, b.id)).status).toBe("PAID");
  });

  it("documents both calls and their statuses in the OpenAPI", async () => {
    const doc = await readOpenApi(t);
    for (const path of ["accept", "refund"]) {
      const op = doc.paths[`/apis/flights/booking/{id}/schedule-change/${path}`]?.post;
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["200", "401", "404", "409"]));
    }
  });
});
