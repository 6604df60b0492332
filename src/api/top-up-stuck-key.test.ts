import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bookingBody, findOffers, TEST_NOW } from "../../server/flights/testing.ts";
import { createTestContext, type TestContext } from "../../server/testing/harness.ts";
import { createTestUser } from "../../server/testing/users.ts";
import type { BookingPayload } from "../domain/booking.ts";
import { $token } from "../stores/auth.ts";
import { $topUpRecord, saveTopUpRecord, topUpKey, topUpRecordFor } from "../stores/top-up-record.ts";
import { checkPayment } from "./check-payment.ts";
import { createBooking } from "./create-booking.ts";
import { routeFetchTo } from "./testing.ts";
import { topUp } from "./top-up.ts";

// Pay Now's steps (features/payment/use-payment.ts) with the browser's own modules, against the
// real app in-process, when the server process died in the middle of the top-up.
let clock = TEST_NOW.getTime();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(clock) });
  routeFetchTo(t);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  $token.set(null);
  $topUpRecord.set(null);
  await t.close();
});

describe("a pending top-up key whose server request was killed", () => {
  it("does not block Pay Now: the next Pay Now (after a reload) tops up once under the kept key and pays", async () => {
    const me = await createTestUser(t);
    $token.set(me.token);
    const [offer] = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-09" });
    if (!offer) throw new Error("no offer");
    const booked = await createBooking(bookingBody(offer, me.user.id) as unknown as BookingPayload);
    if (booked.kind !== "booked") throw new Error(booked.kind);
    const bookingId = booked.record.id;
    const short = await checkPayment({ userId: me.user.id, flightId: bookingId });
    if (short.kind !== "short") throw new Error(short.kind);

    // Pay Now with a card: the key is stored before the call, then the server process dies
    // while it handles the top-up (its request never answers; the browser times out).
    const provider = t.deps.payments;
    if (!provider) throw new Error("no provider");
    t.deps.payments = { ...provider, charge: () => new Promise(() => {}) };
    const key = topUpKey(topUpRecordFor($topUpRecord.get(), bookingId), short.shortfall, "card", "key-1");
    saveTopUpRecord({ bookingId, kept: 0, pending: { key, amount: short.shortfall, method: "card" } });
    void topUp({ amount: short.shortfall, method: "card" }, key);
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.deps.payments = provider;

    // Later (a reload, a minute on): Pay Now again takes the stored key for the same top-up.
    clock += 60_000;
    const again = topUpKey(topUpRecordFor($topUpRecord.get(), bookingId), short.shortfall, "card", "key-2");
    expect(again).toBe("key-1");
    const credited = await topUp({ amount: short.shortfall, method: "card" }, again);
    expect(credited.balance).toBe(short.shortfall);
    expect(await checkPayment({ userId: me.user.id, flightId: bookingId })).toMatchObject({ kind: "paid" });
    const wallet = await t.call("GET", "/apis/customers/wallet", { token: me.token });
    expect(wallet.body.data.balance).toBe(0);
    expect(wallet.body.data.transactions.filter((tx: { type: string }) => tx.type === "TOPUP")).toHaveLength(
      1,
    );
  });
});
