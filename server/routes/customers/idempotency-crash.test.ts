import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { idempotencyKeys } from "../../db/schema/wallet.ts";
import { bookOffer, findOffers, firstOffer, TEST_NOW } from "../../flights/testing.ts";
import type { PaymentProvider, TopUpCharge, TopUpResult } from "../../payments/provider.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { ledgerOf } from "../../testing/wallet.ts";
import { createBookingRoute } from "../flights/booking.routes.ts";
import { checkPayment, topUp as topUpRoute } from "./customers.routes.ts";

/**
 * A process killed at any instant of a keyed request leaves a claim nobody answers. In process,
 * "killed here" is a promise that never settles: the request stops at that point for good, as a
 * `kill -9` would stop it, and whatever it wrote stays as it was.
 */
const stopsHere = <T>() => new Promise<T>(() => {});

/** A test double of a provider that remembers charges by reference, as real gateways do. */
function memoryProvider() {
  const charges = new Map<string, TopUpResult & { amount: number }>();
  let killAfterCharge = 0;
  let killBeforeCharge = 0;
  const provider: PaymentProvider = {
    name: "memory",
    async charge(request: TopUpCharge) {
      if (killBeforeCharge > 0) {
        killBeforeCharge -= 1;
        return stopsHere();
      }
      const first = charges.get(request.reference);
      if (first) return first;
      const result = {
        status: "succeeded" as const,
        providerReference: `mem_${request.reference}`,
        amount: request.amount,
      };
      charges.set(request.reference, result);
      if (killAfterCharge > 0) {
        killAfterCharge -= 1;
        return stopsHere();
      }
      return result;
    },
    lookup: async (reference: string) => charges.get(reference) ?? null,
  };
  return {
    provider,
    charges,
    killBeforeNextCharge: () => {
      killBeforeCharge += 1;
    },
    killAfterNextCharge: () => {
      killAfterCharge += 1;
    },
  };
}

const memory = memoryProvider();
let clock = TEST_NOW.getTime();
const t = setUpTestContext({ payments: memory.provider, now: () => new Date(clock) });

/** Past any claim's lease: the killed request's claim may be taken over. */
const afterTheLease = () => {
  clock += 5 * 60_000;
};

const topUp = (token: string, amount: number, key: string) =>
  t.api(topUpRoute, { token, body: { amount, method: "kpay" }, headers: { "idempotency-key": key } });

/** Books `offer` for `who` under an Idempotency-Key. */
const keyedBooking = (who: TestUser, offer: FlightOffer, key: string) =>
  t.api(createBookingRoute, {
    token: who.token,
    body: bookingRequest(offer, who.user.id),
    headers: { "idempotency-key": key },
  });

const credited = (userId: string) => ledgerOf(t, userId);

/** Waits until the key's claim is in the database (the killed request got that far). */
async function claimed(userId: string, key: string) {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the key was never claimed");
}

describe("an Idempotency-Key whose first request was killed", () => {
  it("top-up killed before the charge: a retry after the lease charges and credits once", async () => {
    const { user, token } = await createTestUser(t);
    memory.killBeforeNextCharge();
    void topUp(token, 4_000, "killed-before");
    await claimed(user.id, "killed-before");
    afterTheLease();
    const retry = expectStatus(await topUp(token, 4_000, "killed-before"), 200);
    expect(retry.body.data.balance).toBe(4_000);
    expect(await credited(user.id)).toEqual({ total: 4_000, rows: 1 });
    // The same key again answers the same, and nothing more moves.
    expect((await topUp(token, 4_000, "killed-before")).body).toEqual(retry.body);
    expect(await credited(user.id)).toEqual({ total: 4_000, rows: 1 });
  });

  it("top-up killed after the charge: the retry asks the provider and credits that charge once", async () => {
    const { user, token } = await createTestUser(t);
    const before = memory.charges.size;
    memory.killAfterNextCharge();
    void topUp(token, 6_000, "killed-after");
    await claimed(user.id, "killed-after");
    for (let i = 0; i < 100 && memory.charges.size === before; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(memory.charges.size).toBe(before + 1);
    afterTheLease();
    const retry = await topUp(token, 6_000, "killed-after");
    expect(retry.status).toBe(200);
    // Charged once at the provider, credited once here.
    expect(memory.charges.size).toBe(before + 1);
    expect(await credited(user.id)).toEqual({ total: 6_000, rows: 1 });
  });

  it("a retry before the lease runs out waits, then takes over once it has (no 409 for ever)", async () => {
    const { user, token } = await createTestUser(t);
    memory.killBeforeNextCharge();
    void topUp(token, 1_500, "waits");
    await claimed(user.id, "waits");
    const retry = topUp(token, 1_500, "waits");
    await new Promise((resolve) => setTimeout(resolve, 100));
    afterTheLease();
    expect((await retry).status).toBe(200);
    expect(await credited(user.id)).toEqual({ total: 1_500, rows: 1 });
  });

  it("booking killed before its commit: a retry after the lease books once", async () => {
    const me = await createTestUser(t);
    const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-05" });
    const hold = t.deps.flights.hold;
    let kill = true;
    t.deps.flights.hold = (input, now, persist) => {
      if (!kill) return hold(input, now, persist);
      kill = false;
      return stopsHere();
    };
    try {
      const book = () => keyedBooking(me, offer, "book-killed");
      void book();
      await claimed(me.user.id, "book-killed");
      afterTheLease();
      const retry = expectStatus(await book(), 201);
      expect(expectStatus(await book(), 201).body.data.id).toBe(retry.body.data.id);
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.userId, me.user.id));
      expect(rows).toHaveLength(1);
    } finally {
      t.deps.flights.hold = hold;
    }
  });

  it("a first request that was only slow, past its lease, and its takeover book once between them", async () => {
    const me = await createTestUser(t);
    const offer = await firstOffer(t, { from: "RGN", to: "NYU", departureDate: "2026-12-06" });
    const hold = t.deps.flights.hold;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slow = true;
    t.deps.flights.hold = async (input, now, persist) => {
      if (!slow) return hold(input, now, persist);
      slow = false;
      await gate;
      return hold(input, now, persist);
    };
    try {
      const book = () => keyedBooking(me, offer, "book-slow");
      const first = book();
      await claimed(me.user.id, "book-slow");
      afterTheLease();
      const takeover = expectStatus(await book(), 201);
      release();
      const late = expectStatus(await first, 201);
      expect(late.body.data.id).toBe(takeover.body.data.id);
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.userId, me.user.id));
      expect(rows).toHaveLength(1);
    } finally {
      t.deps.flights.hold = hold;
    }
  });
});

describe("check-payment with an Idempotency-Key", () => {
  it("answers 409 when the key comes back for another booking, and pays nothing more", async () => {
    const me = await createTestUser(t);
    const { user, token } = me;
    await topUp(token, 500_000, `fund-${randomUUID()}`);
    const offers = await findOffers(t, { from: "RGN", to: "HEH", departureDate: "2026-12-07" });
    const made = [];
    for (const offer of offers.slice(0, 2))
      made.push(expectStatus(await bookOffer(t, offer, me), 201).body.data.id);
    const [first, second] = made as [string, string];
    const pay = (flightId: string) =>
      t.api(checkPayment, {
        token,
        body: { userId: user.id, flightId },
        headers: { "idempotency-key": "pay-once" },
      });
    const paid = await pay(first);
    expect(paid.status).toBe(200);
    const reused = expectStatus(await pay(second), 409);
    expect(reused.body.error.message).toMatch(/different request/);
    const [other] = await t.database.db.select().from(bookings).where(eq(bookings.id, second));
    expect(other?.status).toBe("PENDING_PAYMENT");
    // The same key with the same body answers the first payment.
    expect((await pay(first)).body).toEqual(paid.body);
  });
});
