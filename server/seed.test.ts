import { count, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "./db/schema/accounts.ts";
import { wallets, walletTransactions } from "./db/schema/wallet.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";
import { createTestContext, type TestContext } from "./testing/harness.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("creates the README's customer and agent on an empty database", async () => {
    const created = await seedDemoData(t.deps);
    expect(created.map((a) => a.email)).toEqual(["demo@flights.example.mm", "agent@flights.example.mm"]);

    const customer = await t.call("POST", "/apis/auth/login", {
      body: { email: "demo@flights.example.mm", password: "Demo12345!" },
    });
    expect(customer.status).toBe(200);
    expect(customer.body.user.isAgent).toBe(false);
    const agent = await t.call("POST", "/apis/auth/login", {
      body: { email: "agent@flights.example.mm", password: "Agent12345!" },
    });
    expect(agent.status).toBe(200);
    expect(agent.body.user.isAgent).toBe(true);

    const wallet = await t.call("GET", "/apis/customers/wallet", { token: customer.body.jwt });
    expect(wallet.body.data.balance).toBe(200_000);
    expect(wallet.body.data.transactions).toMatchObject([
      { type: "TOPUP", amount: 200_000, balanceAfter: 200_000 },
    ]);
  });

  it("does nothing once the database has users", async () => {
    expect(await seedDemoData(t.deps)).toEqual([]);
    const [row] = await t.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length);
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, "demo@flights.example.mm"));
    const [wallet] = await t.database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, demo?.id ?? ""));
    const [ledger] = await t.database.db
      .select({ sum: sum(walletTransactions.amount) })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, demo?.id ?? ""));
    expect(wallet?.balance).toBe(200_000);
    expect(Number(ledger?.sum)).toBe(200_000);
  });
});
