import { eq, lt, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../db/schema/bookings.ts";
import { wallets, walletTransactions } from "../db/schema/wallet.ts";
import { checkPayment, topUp } from "../routes/customers/customers.routes.ts";
import { setUpTestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";
import { insertBooking } from "./test-bookings.ts";

const t = setUpTestContext();

describe("the wallet ledger", () => {
  it("sums to every balance after a storm of concurrent top-ups and payments", async () => {
    const customers = await Promise.all([createTestUser(t), createTestUser(t), createTestUser(t)]);
    const requests: Array<Promise<{ status: number }>> = [];
    for (const [i, { user, token }] of customers.entries()) {
      // A starting balance, so some payments succeed whichever way the storm is ordered (a
      // one-statement payment can otherwise finish before every top-up commits).
      const start = await t.api(topUp, { token, body: { amount: 8_000, method: "card" } });
      expect(start.status).toBe(200);
      const bookings = await Promise.all(
        [3_000, 4_500, 7_000, 12_000].map((totalCents) => insertBooking(t, user.id, { totalCents })),
      );
      for (let round = 0; round < 3; round += 1) {
        requests.push(t.api(topUp, { token, body: { amount: 2_500 * (i + 1), method: "card" } }));
        for (const booking of bookings)
          requests.push(t.api(checkPayment, { token, body: { userId: user.id, flightId: booking.id } }));
      }
    }
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);

    const { db } = t.database;
    const balances = await db.select().from(wallets);
    const sums = await db
      .select({ userId: walletTransactions.userId, total: sum(walletTransactions.amount) })
      .from(walletTransactions)
      .groupBy(walletTransactions.userId);
    expect(balances.length).toBeGreaterThanOrEqual(3);
    for (const wallet of balances) {
      const ledger = sums.find((s) => s.userId === wallet.userId);
      expect(Number(ledger?.total ?? 0)).toBe(wallet.balance);
    }
    expect(await db.select().from(walletTransactions).where(lt(walletTransactions.balanceAfter, 0))).toEqual(
      [],
    );

    // Every PAID booking has exactly one PAYMENT row, and no other booking has any.
    const payments = await db.select().from(walletTransactions).where(eq(walletTransactions.type, "PAYMENT"));
    const paid = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.status, "PAID"));
    expect(payments.map((p) => p.bookingId).sort()).toEqual(paid.map((b) => b.id).sort());
    expect(paid.length).toBeGreaterThan(0);
  });
});
