import { randomUUID } from "node:crypto";
import { hashPassword } from "./auth/password.ts";
import type { AppDeps } from "./context.ts";
import { users } from "./db/schema/accounts.ts";
import { creditWallet } from "./payments/ledger.ts";

/** The demo accounts the README lists; they exist only where SEED_DEMO created them. */
export const DEMO_ACCOUNTS = [
  {
    kind: "customer",
    name: "Demo Customer",
    email: "demo@flights.example.mm",
    password: "Demo12345!",
    phoneNumber: "+959420000001",
    isAgent: false,
    walletCents: 200_000,
  },
  {
    kind: "agent",
    name: "Demo Agent",
    email: "agent@flights.example.mm",
    password: "Agent12345!",
    phoneNumber: "+959420000002",
    isAgent: true,
    walletCents: 0,
  },
] as const;

/**
 * Creates the demo customer (wallet USD 2,000.00 as one TOPUP ledger row) and the demo agent,
 * but only on a database without users: a real deployment's data is never touched.
 * @returns the accounts created, empty when the database already had users.
 */
export async function seedDemoData(deps: AppDeps): Promise<Array<(typeof DEMO_ACCOUNTS)[number]>> {
  const { db } = deps.database;
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (anyone) return [];
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const now = deps.now();
  return db.transaction(async (tx) => {
    const created: Array<(typeof DEMO_ACCOUNTS)[number]> = [];
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          name: account.name,
          email: account.email,
          phoneNumber: account.phoneNumber,
          passwordHash: hashes[index] ?? "",
          isAgent: account.isAgent,
          createdAt: now,
          updatedAt: now,
        })
        // Two processes starting on one empty database: the second one adds nothing.
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) continue;
      if (account.walletCents > 0) {
        await creditWallet(tx, {
          userId: user.id,
          amount: account.walletCents,
          type: "TOPUP",
          method: "seed",
          now,
        });
      }
      created.push(account);
    }
    return created;
  });
}
