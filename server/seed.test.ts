import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "./db/schema/accounts.ts";
import { wallets } from "./db/schema/wallet.ts";
import { login } from "./routes/auth/auth.routes.ts";
import { wallet } from "./routes/customers/customers.routes.ts";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed.ts";
import { expectStatus, setUpTestContext } from "./testing/harness.ts";
import { ledgerOf } from "./testing/wallet.ts";

const t = setUpTestContext();

describe("demo seed", () => {
  it("creates the README's customer and agent on an empty database", async () => {
    const created = await seedDemoData(t.deps);
    expect(created.map((a) => a.email)).toEqual(["demo@flights.example.mm", "agent@flights.example.mm"]);

    const customer = expectStatus(
      await t.api(login, { body: { email: "demo@flights.example.mm", password: "Demo12345!" } }),
      200,
    );
    expect(customer.body.user.isAgent).toBe(false);
    const agent = expectStatus(
      await t.api(login, { body: { email: "agent@flights.example.mm", password: "Agent12345!" } }),
      200,
    );
    expect(agent.body.user.isAgent).toBe(true);

    const seen = expectStatus(await t.api(wallet, { token: customer.body.jwt }), 200);
    expect(seen.body.data.balance).toBe(200_000);
    expect(seen.body.data.transactions).toMatchObject([
      { type: "TOPUP", amount: 200_000, balanceAfter: 200_000 },
    ]);
  });

  it("does nothing once the database has users", async () => {
    expect(await seedDemoData(t.deps)).toEqual([]);
    const [row] = await t.database.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_ACCOUNTS.length);
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, "demo@flights.example.mm"));
    const [demoWallet] = await t.database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, demo?.id ?? ""));
    expect(demoWallet?.balance).toBe(200_000);
    expect((await ledgerOf(t, demo?.id ?? "")).total).toBe(200_000);
  });
});
