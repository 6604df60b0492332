import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wallets } from "../../db/schema/wallet.ts";
import { creditWallet } from "../../payments/ledger.ts";
import {
  createTestContext,
  expectStatus,
  type OffContract,
  offContract,
  setUpTestContext,
} from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { ledgerOf } from "../../testing/wallet.ts";
import { topUp as topUpRoute, wallet } from "./customers.routes.ts";

const t = setUpTestContext();

const topUp = (token: string, body: { amount: number; method: string } | OffContract) =>
  t.api(topUpRoute, { token, body });
const walletOf = async (token: string) => expectStatus(await t.api(wallet, { token }), 200).body.data;

/** The ledger sum and the cached balance of one user. */
async function ledger(userId: string) {
  const [row] = await t.database.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { sum: (await ledgerOf(t, userId)).total, balance: row?.balance ?? 0 };
}

describe("GET /apis/customers/wallet", () => {
  it("shows an empty wallet for a new user", async () => {
    const { token } = await createTestUser(t);
    const res = await t.api(wallet, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { balance: 0, currency: "USD", cashback: [], transactions: [] },
    });
  });

  it("answers 401 without a token", async () => {
    expect((await t.api(wallet)).status).toBe(401);
  });

  it("lists unexpired cash back; expired cash back is taken back with a ledger row", async () => {
    const { user, token } = await createTestUser(t);
    const now = new Date();
    const later = new Date(now.getTime() + 30 * 86_400_000);
    await t.database.db.transaction(async (tx) => {
      await creditWallet(tx, { userId: user.id, amount: 1_000, type: "TOPUP", now });
      await creditWallet(tx, { userId: user.id, amount: 95, type: "CASHBACK", now, expiresAt: later });
      await creditWallet(tx, {
        userId: user.id,
        amount: 50,
        type: "CASHBACK",
        now,
        expiresAt: new Date(now.getTime() - 1000),
      });
    });
    const data = await walletOf(token);
    expect(data.balance).toBe(1_095);
    expect(data.cashback).toEqual([{ amount: 95, expiresAt: later.toISOString() }]);
    expect(data.transactions).toHaveLength(4);
    expect(data.transactions[0]).toMatchObject({ type: "CASHBACK", amount: -50 });
    expect(await ledger(user.id)).toEqual({ sum: 1_095, balance: 1_095 });
  });
});

describe("POST /apis/customers/wallet/topup", () => {
  it("credits the wallet through the sandbox provider, one ledger row per top-up", async () => {
    const { user, token } = await createTestUser(t);
    const first = await topUp(token, { amount: 50_000, method: "KPay" });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      data: {
        balance: 50_000,
        transaction: {
          id: expect.any(String),
          type: "TOPUP",
          amount: 50_000,
          balanceAfter: 50_000,
          bookingId: null,
          createdAt: expect.any(String),
        },
      },
    });
    await topUp(token, { amount: 100, method: "card" });
    const data = await walletOf(token);
    expect(data.balance).toBe(50_100);
    expect(data.transactions.map((tx) => tx.amount).sort()).toEqual([100, 50_000]);
    expect(await ledger(user.id)).toEqual({ sum: 50_100, balance: 50_100 });
  });

  it("keeps every concurrent top-up", async () => {
    const { user, token } = await createTestUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => topUp(token, { amount: 1_000, method: "card" })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await ledger(user.id)).toEqual({ sum: 20_000, balance: 20_000 });
  });

  it.each([
    ["below 100 cents", { amount: 99, method: "card" }],
    ["above 1,000,000 cents", { amount: 1_000_001, method: "card" }],
    ["a fraction of a cent", { amount: 100.5, method: "card" }],
    ["a string amount", { amount: "5000", method: "card" }],
    ["a number as method", { amount: 5000, method: 3 }],
    ["a missing method", { amount: 5000 }],
    ["an overlong method", { amount: 5000, method: "m".repeat(40) }],
    ["an unknown field", { amount: 5000, method: "card", userId: "someone-else" }],
  ])("answers 400 for %s and credits nothing", async (_, body) => {
    const { user, token } = await createTestUser(t);
    const res = expectStatus(await topUp(token, offContract(body)), 400);
    expect(res.body.error.fields).toBeDefined();
    expect(await ledger(user.id)).toEqual({ sum: 0, balance: 0 });
  });

  it("answers 401 without a token", async () => {
    expect((await t.api(topUpRoute, { body: { amount: 500, method: "card" } })).status).toBe(401);
  });

  it("answers 503 when sandbox mode is off and no provider is configured", async () => {
    const live = await createTestContext({ payments: null });
    try {
      const { user, token } = await createTestUser(live);
      const res = expectStatus(
        await live.api(topUpRoute, { token, body: { amount: 5_000, method: "card" } }),
        503,
      );
      expect(res.body).toMatchObject({ success: false, error: { code: "PAYMENTS_UNAVAILABLE" } });
      expect(res.body.message).toMatch(/no payment provider/);
      const [wallet] = await live.database.db.select().from(wallets).where(eq(wallets.userId, user.id));
      expect(wallet).toBeUndefined();
    } finally {
      await live.close();
    }
  });

  it("answers 400 and credits nothing when the provider declines", async () => {
    const declining = await createTestContext({
      payments: {
        name: "declining",
        charge: async () => ({ status: "declined", message: "Card declined" }),
        lookup: async () => null,
      },
    });
    try {
      const { token } = await createTestUser(declining);
      const res = await declining.api(topUpRoute, { token, body: { amount: 5_000, method: "card" } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "Card declined", error: { code: "PAYMENT_DECLINED" } });
    } finally {
      await declining.close();
    }
  });
});
