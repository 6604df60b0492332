import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings.ts";
import { wallets, walletTransactions } from "../../db/schema/wallet.ts";
import { creditWallet } from "../../payments/ledger.ts";
import { insertBooking } from "../../payments/test-bookings.ts";
import { expectStatus, offContract, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { ledgerOf } from "../../testing/wallet.ts";
import { checkPayment, topUp } from "./customers.routes.ts";

const t = setUpTestContext();

const pay = (token: string, userId: string, flightId: string) =>
  t.api(checkPayment, { token, body: { userId, flightId } });

/** A signed-in customer whose wallet holds `cents`. */
async function customerWith(cents: number) {
  const customer = await createTestUser(t);
  if (cents > 0) {
    await t.database.db.transaction((tx) =>
      creditWallet(tx, {
        userId: customer.user.id,
        amount: cents,
        type: "TOPUP",
        method: "test",
        now: new Date(),
      }),
    );
  }
  return customer;
}

async function state(userId: string, bookingId: string) {
  const { db } = t.database;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const payments = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.bookingId, bookingId));
  return { booking, balance: wallet?.balance ?? 0, ledgerSum: (await ledgerOf(t, userId)).total, payments };
}

describe("POST /apis/customers/check-payment", () => {
  it("pays a pending booking from the wallet: PAID, paidAt, one negative ledger row", async () => {
    const { user, token } = await customerWith(50_000);
    const booking = await insertBooking(t, user.id, { totalCents: 12_550 });
    const res = await pay(token, user.id, booking.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      paid: 12_550,
      message: "Payment successful!",
      // The test booking has no contact address: the e-ticket goes to the account holder.
      data: { success: true, bookingId: booking.id, balance: 37_450, eticketTo: [user.email] },
    });
    const after = await state(user.id, booking.id);
    expect(after.booking?.status).toBe("PAID");
    expect(after.booking?.paidAt).toBeInstanceOf(Date);
    expect(after.payments).toMatchObject([{ type: "PAYMENT", amount: -12_550, balanceAfter: 37_450 }]);
    expect(after.balance).toBe(37_450);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it("answers a repeated request with the first result and charges nothing more", async () => {
    const { user, token } = await customerWith(50_000);
    const booking = await insertBooking(t, user.id, { totalCents: 10_000 });
    const first = await pay(token, user.id, booking.id);
    await t.api(topUp, { token, body: { amount: 5_000, method: "card" } });
    const second = await pay(token, user.id, booking.id);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const after = await state(user.id, booking.id);
    expect(after.balance).toBe(45_000);
    expect(after.payments).toHaveLength(1);
  });

  it("answers 400 BAD_REQUEST 'Not enough balance' with required, available, shortfall", async () => {
    const { user, token } = await customerWith(3_000);
    const booking = await insertBooking(t, user.id, { totalCents: 12_550 });
    const res = await pay(token, user.id, booking.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      rpCode: "BAD_REQUEST",
      rpMessage: "Not enough balance",
      data: { required: 12_550, available: 3_000, shortfall: 9_550 },
    });
    const after = await state(user.id, booking.id);
    expect(after.booking?.status).toBe("PENDING_PAYMENT");
    expect(after.booking?.paidAt).toBeNull();
    expect(after.balance).toBe(3_000);
    expect(after.payments).toHaveLength(0);
  });

  it("treats a user without a wallet as having 0 available", async () => {
    const { user, token } = await customerWith(0);
    const booking = await insertBooking(t, user.id, { totalCents: 1_000 });
    const res = expectStatus(await pay(token, user.id, booking.id), 400);
    expect(res.body.data).toEqual({ required: 1_000, available: 0, shortfall: 1_000 });
  });

  it("answers 409 once the hold has expired, and for a cancelled booking, charging nothing", async () => {
    const { user, token } = await customerWith(50_000);
    const expired = await insertBooking(t, user.id, { holdExpiresAt: new Date(Date.now() - 1000) });
    const late = await pay(token, user.id, expired.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, error: { code: "HOLD_EXPIRED" } });
    const released = await insertBooking(t, user.id, { status: "EXPIRED" });
    expect((await pay(token, user.id, released.id)).status).toBe(409);
    const cancelled = await insertBooking(t, user.id, { status: "CANCELLED" });
    const res = expectStatus(await pay(token, user.id, cancelled.id), 409);
    expect(res.body.error.code).toBe("BOOKING_CANCELLED");
    expect((await state(user.id, expired.id)).balance).toBe(50_000);
  });

  it("answers 404 for an unknown booking and for another user's booking, charging nobody", async () => {
    const me = await customerWith(50_000);
    const other = await customerWith(50_000);
    const theirs = await insertBooking(t, other.user.id);
    expect((await pay(me.token, me.user.id, "no-such-booking")).status).toBe(404);
    const res = await pay(me.token, me.user.id, theirs.id);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    const after = await state(other.user.id, theirs.id);
    expect(after.booking?.status).toBe("PENDING_PAYMENT");
    expect((await state(me.user.id, theirs.id)).balance).toBe(50_000);
  });

  it("answers 403 when userId is someone else and 401 without a token", async () => {
    const me = await customerWith(50_000);
    const other = await customerWith(50_000);
    const theirs = await insertBooking(t, other.user.id);
    const res = await pay(me.token, other.user.id, theirs.id);
    expect(res.status).toBe(403);
    const anonymous = await t.api(checkPayment, { body: { userId: other.user.id, flightId: theirs.id } });
    expect(anonymous.status).toBe(401);
    expect((await state(other.user.id, theirs.id)).booking?.status).toBe("PENDING_PAYMENT");
  });

  it.each([
    ["a number as flightId", (u: string) => ({ userId: u, flightId: 42 })],
    ["a missing flightId", (u: string) => ({ userId: u })],
    ["an overlong flightId", (u: string) => ({ userId: u, flightId: "b".repeat(101) })],
    ["an unknown field", (u: string) => ({ userId: u, flightId: "x", amount: 1 })],
  ])("answers 400 for %s", async (_, body) => {
    const { user, token } = await customerWith(1_000);
    const res = expectStatus(await t.api(checkPayment, { token, body: offContract(body(user.id)) }), 400);
    expect(res.body.error.fields).toBeDefined();
  });
});

describe("payments under concurrency", () => {
  it("charges a booking exactly once for 50 concurrent requests", async () => {
    const { user, token } = await customerWith(100_000);
    const booking = await insertBooking(t, user.id, { totalCents: 7_500 });
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(token, user.id, booking.id)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    for (const r of results) expect(r.body).toEqual(results[0]?.body);
    const after = await state(user.id, booking.id);
    expect(after.payments).toHaveLength(1);
    expect(after.balance).toBe(92_500);
    expect(after.ledgerSum).toBe(after.balance);
  });

  it("pays exactly one of two bookings whose total exceeds the balance, never going below zero", async () => {
    const { user, token } = await customerWith(10_000);
    const a = await insertBooking(t, user.id, { totalCents: 6_000 });
    const b = await insertBooking(t, user.id, { totalCents: 6_000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(token, user.id, i % 2 === 0 ? a.id : b.id)),
    );
    const paid = results.flatMap((r) => (r.status === 200 ? [r] : []));
    const refused = results.flatMap((r) => (r.status === 400 ? [r] : []));
    expect(paid.length + refused.length).toBe(10);
    expect(new Set(paid.map((r) => r.body.data.bookingId)).size).toBe(1);
    for (const r of refused) expect(r.body.rpMessage).toBe("Not enough balance");
    const [sa, sb] = [await state(user.id, a.id), await state(user.id, b.id)];
    expect([sa.booking?.status, sb.booking?.status].sort()).toEqual(["PAID", "PENDING_PAYMENT"]);
    expect(sa.balance).toBe(4_000);
    expect(sa.ledgerSum).toBe(4_000);
    expect(sa.payments.length + sb.payments.length).toBe(1);
  });
});
