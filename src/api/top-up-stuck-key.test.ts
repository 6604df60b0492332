import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { firstOffer, TEST_NOW } from "../../server/flights/testing.ts";
import { wallet } from "../../server/routes/customers/customers.routes.ts";
import { expectStatus, setUpTestContext } from "../../server/testing/harness.ts";
import { createTestUser } from "../../server/testing/users.ts";
import { bookingRequest } from "../domain/test-data.ts";
import { $token } from "../stores/auth.ts";
import { $topUpRecord, saveTopUpRecord, topUpKey, topUpRecordFor } from "../stores/top-up-record.ts";
import { checkPayment } from "./check-payment.ts";
import { createBooking } from "./create-booking.ts";
import { routeFetchTo } from "./testing.ts";
import { topUp } from "./top-up.ts";

// Pay Now's steps (features/payment/use-payment.ts) with the browser's own modules, against the
// real app in-process, when the server process died in the middle of the top-up.
let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeAll(() => routeFetchTo(t));
afterAll(() => {
  vi.unstubAllGlobals();
  $token.set(null);
  $topUpRecord.set(null);
});

describe("a pending top-up key whose server request was killed", () => {
  it("does not block Pay Now: the next Pay Now (after a reload) tops up once under the kept key and pays", async () => {
    const me = await createTestUser(t);
    $token.set(me.token);
    const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-09" });
    const booked = await createBooking(bookingRequest(offer, me.user.id));
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
    const after = expectStatus(await t.api(wallet, { token: me.token }), 200);
    expect(after.body.data.balance).toBe(0);
    expect(after.body.data.transactions.filter((tx) => tx.type === "TOPUP")).toHaveLength(1);
  });
});
