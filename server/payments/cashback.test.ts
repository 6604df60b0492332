import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { issueSession } from "../auth/sessions.ts";
import { wallets, walletTransactions } from "../db/schema/wallet.ts";
import { wallet } from "../routes/customers/customers.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";
import { ledgerOf } from "../testing/wallet.ts";
import { creditWallet, expireCashback } from "./ledger.ts";

let clock = new Date("2026-11-23T00:00:00Z");
const t = setUpTestContext({ now: () => clock });

const ledgerSum = async (userId: string) => (await ledgerOf(t, userId)).total;

/** A token issued at the test's current clock (tokens live 2 hours). */
const signIn = async (userId: string) => (await issueSession(t.deps, userId)).token;
/** The wallet as its owner sees it. */
const walletSeen = async (token: string) => expectStatus(await t.api(wallet, { token }), 200).body.data;

async function grant(userId: string, topUp: number, cashback: number, expiresAt: Date) {
  await t.database.db.transaction(async (tx) => {
    await creditWallet(tx, { userId, amount: topUp, type: "TOPUP", now: clock });
    await creditWallet(tx, { userId, amount: cashback, type: "CASHBACK", now: clock, expiresAt });
  });
}

describe("expired cash back", () => {
  it("is taken back with a ledger row, so ledger, balance and wallet screen agree", async () => {
    clock = new Date("2026-11-23T00:00:00Z");
    const { user, token } = await createTestUser(t);
    await grant(user.id, 1_000, 200, new Date("2026-12-01T00:00:00Z"));
    expect(await walletSeen(token)).toMatchObject({ balance: 1_200, cashback: [{ amount: 200 }] });

    clock = new Date("2026-12-01T00:00:01Z");
    const after = await walletSeen(await signIn(user.id));
    expect(after.balance).toBe(1_000);
    expect(after.cashback).toEqual([]);
    expect(after.transactions[0]).toMatchObject({
      type: "CASHBACK",
      amount: -200,
      balanceAfter: 1_000,
    });
    expect(await ledgerSum(user.id)).toBe(1_000);

    // Noticed again (another read, the periodic job, at the same time): taken back once.
    await Promise.all([expireCashback(t.deps, user.id), expireCashback(t.deps, user.id)]);
    expect((await walletSeen(await signIn(user.id))).balance).toBe(1_000);
    expect(await ledgerSum(user.id)).toBe(1_000);
  });

  it("takes back no more than the wallet holds when the cash back was spent", async () => {
    clock = new Date("2026-11-23T00:00:00Z");
    const { user } = await createTestUser(t);
    await grant(user.id, 0, 300, new Date("2026-11-30T00:00:00Z"));
    // A payment of 200 written by hand, as the payment statement would have.
    const [moved] = await t.database.db
      .update(wallets)
      .set({ balance: 100, moves: sql`${wallets.moves} + 1` })
      .where(eq(wallets.userId, user.id))
      .returning({ moves: wallets.moves });
    await t.database.db.insert(walletTransactions).values({
      id: crypto.randomUUID(),
      userId: user.id,
      seq: moved?.moves ?? 0,
      type: "PAYMENT",
      amount: -200,
      balanceAfter: 100,
      createdAt: clock,
    });
    clock = new Date("2026-12-02T00:00:00Z");
    expect((await walletSeen(await signIn(user.id))).balance).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});
