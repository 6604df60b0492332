import { describe, expect, it } from "vitest";
import { checkPayment, topUp as topUpRoute, wallet } from "../routes/customers/customers.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";
import { insertBooking } from "./test-bookings.ts";

// A clock the test moves by hand: it may run backwards, as the time a request took at its start
// runs behind the order in which concurrent requests commit.
let clock = Date.now();
const t = setUpTestContext({ now: () => new Date(clock) });

interface Row {
  type: string;
  amount: number;
  balanceAfter: number;
}

/** Newest first, each row must start from the balance the row below it left. */
function expectAsTheBalanceMoved(rows: Row[], balance: number) {
  expect(rows[0]?.balanceAfter).toBe(balance);
  for (const [i, row] of rows.entries()) {
    const before = rows[i + 1]?.balanceAfter ?? 0;
    expect(row.balanceAfter, `row ${i} (${row.type} ${row.amount})`).toBe(before + row.amount);
  }
}

const statement = async (token: string) => expectStatus(await t.api(wallet, { token }), 200).body.data;
const topUpOf = (token: string, amount: number) =>
  t.api(topUpRoute, { token, body: { amount, method: "card" } });
const pay = (token: string, userId: string, flightId: string) =>
  t.api(checkPayment, { token, body: { userId, flightId } });

describe("the wallet statement", () => {
  it("reads in the order the balance moved, not in the order the requests' clocks said", async () => {
    const { user, token } = await createTestUser(t);
    const topUp = (amount: number) => topUpOf(token, amount);
    expect((await topUp(1_000)).status).toBe(200);
    clock -= 60_000;
    expect((await topUp(2_000)).status).toBe(200);
    clock -= 60_000;
    const booking = await insertBooking(t, user.id, { totalCents: 2_500 });
    expect((await pay(token, user.id, booking.id)).status).toBe(200);
    clock -= 60_000;
    expect((await topUp(4_000)).status).toBe(200);
    const { balance, transactions } = await statement(token);
    expect(transactions.map((r) => r.amount)).toEqual([4_000, -2_500, 2_000, 1_000]);
    expectAsTheBalanceMoved(transactions, balance);
  });

  it("keeps that order for concurrent top-ups and payments", async () => {
    clock = Date.now();
    const { user, token } = await createTestUser(t);
    const bookings = await Promise.all(
      [1_000, 1_500, 2_000].map((totalCents) => insertBooking(t, user.id, { totalCents })),
    );
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => topUpOf(token, 1_000 + i)),
      ...bookings.map((b) => pay(token, user.id, b.id)),
    ]);
    const { balance, transactions } = await statement(token);
    expect(transactions.length).toBeGreaterThanOrEqual(12);
    expectAsTheBalanceMoved(transactions, balance);
  });
});
