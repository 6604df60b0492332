import { count, eq, sum } from "drizzle-orm";
import { walletTransactions } from "../db/schema/wallet.ts";
import type { TestContext } from "./harness.ts";

/**
 * What a user's ledger holds: the sum of its rows (US cents) and how many rows there are.
 * @example expect(await ledgerOf(t, user.id)).toEqual({ total: 4_000, rows: 1 });
 */
export async function ledgerOf(t: TestContext, userId: string): Promise<{ total: number; rows: number }> {
  const [row] = await t.database.db
    .select({ total: sum(walletTransactions.amount), rows: count() })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return { total: Number(row?.total ?? 0), rows: row?.rows ?? 0 };
}
