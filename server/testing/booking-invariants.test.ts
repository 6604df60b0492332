import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toCents } from "../../src/domain/money.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { bookings } from "../db/schema/bookings.ts";
import { seatHolds } from "../db/schema/flights.ts";
import { jobs } from "../db/schema/jobs.ts";
import { setClosed } from "../flights/operations.ts";
import { firstOffer, flightKeyOf, TEST_NOW } from "../flights/testing.ts";
import { checkPayment, topUp } from "../routes/customers/customers.routes.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { refundScheduleChangeRoute } from "../routes/flights/schedule-answer.routes.ts";
import { checkBookingInvariants } from "./booking-invariants.ts";
import { expectStatus, setUpTestContext } from "./harness.ts";
import { createTestUser } from "./users.ts";

// The fault test trusts these checks to fail when a booking is wrong: here they must.
const t = setUpTestContext({ now: () => TEST_NOW });
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
});
