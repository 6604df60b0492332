import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { changeSchedule } from "../../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../../flights/testing.ts";
import { checkBookingInvariants } from "../../testing/booking-invariants.ts";
import { ledgerRowsOf } from "../../testing/booking-rows.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute, listBookingsRoute } from "./booking.routes.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "./booking-cancel.routes.ts";
import { acceptScheduleChangeRoute, refundScheduleChangeRoute } from "./schedule-answer.routes.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

/** A new customer's paid Yangon–Mandalay booking on `date` whose flight the airline then moved. */
async function paidAndMoved(date: string) {
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
  const [flight = "", day = ""] = flightKeyOf(offer).split("@");
  await changeSchedule(t.database.db, flight, day, "05:45", undefined, TEST_NOW);
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
  return { who, id, offer };
}

const mailsOf = async (id: string) => (await readOutbox(t)).filter((m) => m.subject.includes(id));

describe("cancelling a booking with an open airline change", () => {
  beforeEach(() => t.deps.jobs.idle());

  it("closes the change: no notice, no badge, no answer left, and each mail sent once", async () => {
    const { who, id } = await paidAndMoved("2026-12-21");
    const detail = () => t.api(getBookingRoute, { params: { id }, token: who.token });
    expect(expectStatus(await detail(), 200).body.data.scheduleChange).toMatchObject({ kind: "MOVED" });
    const mailsBefore = (await mailsOf(id)).length;

    const quoted = expectStatus(
      await t.api(cancellationQuoteRoute, { params: { id }, token: who.token }),
      200,
    ).body.data;
    const cancel = () =>
      t.api(cancelBookingRoute, {
        params: { id },
        token: who.token,
        body: { quoteId: quoted.quoteId },
        headers: { "idempotency-key": "cancel-open-1" },
      });
    const done = expectStatus(await cancel(), 200).body.data;
    expect(done).toMatchObject({ status: "CANCELLED", refund: quoted.refund });
    // A retry answers the same and does nothing more.
    expect(expectStatus(await cancel(), 200).body.data).toEqual(done);

    // The detail and the history list show no airline change waiting; the timeline says how it closed.
    const after = expectStatus(await detail(), 200).body.data;
    expect(after).toMatchObject({ status: "CANCELLED", scheduleChange: null });
    const told = after.events?.find((e) => e.kind === "SCHEDULE_CHANGED");
    expect(told?.schedule).toMatchObject({ kind: "MOVED", resolution: "CANCELLED" });
    const list = expectStatus(
      await t.api(listBookingsRoute, { query: { userId: who.user.id }, token: who.token }),
      200,
    ).body.data;
    expect(list.find((b) => b.id === id)).toMatchObject({ status: "CANCELLED", scheduleChange: null });
    const [event] = await t.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "SCHEDULE_CHANGED")));
    expect(event?.resolvedAt).not.toBeNull();

    // The airline's full refund is no longer there to take on top: nothing more is paid.
    for (const route of [refundScheduleChangeRoute, acceptScheduleChangeRoute])
      expect(expectStatus(await t.api(route, { params: { id }, token: who.token }), 409).body).toMatchObject({
        error: { code: "ALREADY_CANCELLED" },
      });
    expect(await ledgerRowsOf(t, id, "REFUND")).toHaveLength(quoted.refund > 0 ? 1 : 0);
    const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
    expect(money.balance).toBe(quoted.refund);

    // One cancellation mail, and the schedule change's mail not sent again.
    t.deps.jobs.kick();
    await t.deps.jobs.idle();
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.filter((m) => m.subject.includes("cancelled"))).toHaveLength(1);

    // The fault test's invariants find it consistent, and would name a change left open.
    const check = () =>
      checkBookingInvariants(
        async (text) =>
          (await t.database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> },
      );
    const good = await check();
    expect(good.problems).toEqual([]);
    expect(good.states.get(id)?.state).toBe("CANCELLED");
    await t.database.db
      .update(bookingEvents)
      .set({ resolvedAt: null })
      .where(eq(bookingEvents.id, event?.id ?? ""));
    expect((await check()).problems).toContain(
      `booking ${id} (CANCELLED): cancelled with a schedule change still open`,
    );
  });
});
