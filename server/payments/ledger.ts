import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LedgerType, TopUpAnswer, WalletTransaction, WalletView } from "../../src/domain/wallet.ts";
import type { Db } from "../db/client.ts";
import { wallets, walletTransactions } from "../db/schema/wallet.ts";
import { depositsOf, withDeposit } from "./deposit-rows.ts";

/** A drizzle transaction handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type TransactionRow = typeof walletTransactions.$inferSelect;

/** The wallet page shows this many of the newest rows; the balance still counts every row. */
export const WALLET_HISTORY_LIMIT = 100;

/** One ledger row as the contract shows it (amounts in signed US cents). */
export function toPublicTransaction(row: TransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds money to a wallet inside `tx`: one ledger row and the cached balance move together,
 * with an atomic increment, so concurrent credits never lose each other.
 */
export async function creditWallet(
  tx: Tx,
  entry: {
    userId: string;
    amount: number;
    type: Exclude<LedgerType, "PAYMENT">;
    now: Date;
    method?: string;
    bookingId?: string;
    expiresAt?: Date;
    /** The CASHBACK row this (negative) row takes back once it expired. */
    reclaims?: string;
    /** The top-up whose charge a TOPUP row credits (once: a unique index). */
    topUpId?: string;
    /** The agent's bank transfer a DEPOSIT row credits (once: a unique index). */
    depositTransferId?: string;
  },
): Promise<TopUpAnswer> {
  const { userId, amount, now } = entry;
  // A negative entry (expired cash back taken back) updates: an upsert's proposed row would break
  // the balance CHECK before its conflict is seen.
  // `moves + 1` under the wallet row's lock numbers this row in the order the balance moves.
  const moved = {
    balance: sql`${wallets.balance} + ${amount}`,
    moves: sql`${wallets.moves} + 1`,
    updatedAt: now,
  };
  const [wallet] =
    amount < 0
      ? await tx
          .update(wallets)
          .set(moved)
          .where(eq(wallets.userId, userId))
          .returning({ balance: wallets.balance, moves: wallets.moves })
      : await tx
          .insert(wallets)
          .values({ userId, balance: amount, moves: 1, updatedAt: now })
          .onConflictDoUpdate({ target: wallets.userId, set: moved })
          .returning({ balance: wallets.balance, moves: wallets.moves });
  if (!wallet) throw new Error("wallet upsert returned nothing");
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      id: randomUUID(),
      userId,
      seq: wallet.moves,
      type: entry.type,
      amount,
      balanceAfter: wallet.balance,
      bookingId: entry.bookingId ?? null,
      method: entry.method ?? null,
      expiresAt: entry.expiresAt ?? null,
      reclaims: entry.reclaims ?? null,
      topUpId: entry.topUpId ?? null,
      depositTransferId: entry.depositTransferId ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("ledger insert returned nothing");
  return { balance: wallet.balance, transaction: toPublicTransaction(row) };
}

/** The current balance in cents (0 for a user who never had a wallet). */
export async function walletBalance(db: Db | Tx, userId: string): Promise<number> {
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return wallet?.balance ?? 0;
}

/**
 * Everything `GET /apis/customers/wallet` shows for `userId` at `now` (balance, unexpired cash
 * back, the latest rows, newest move first), read from one snapshot so the balance and the rows
 * shown always agree, even while a payment commits.
 */
export async function readWallet(db: Db, userId: string, now: Date): Promise<WalletView> {
  await expireCashback({ database: { db }, now: () => now }, userId);
  return db.transaction(
    async (tx) => {
      const balance = await walletBalance(tx, userId);
      const rows = await tx
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(desc(walletTransactions.seq))
        .limit(WALLET_HISTORY_LIMIT);
      const deposits = await depositsOf(tx, rows);
      const cashback = await tx
        .select({ amount: walletTransactions.amount, expiresAt: walletTransactions.expiresAt })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.userId, userId),
            eq(walletTransactions.type, "CASHBACK"),
            gt(walletTransactions.amount, 0),
            or(isNull(walletTransactions.expiresAt), gt(walletTransactions.expiresAt, now)),
          ),
        )
        .orderBy(walletTransactions.expiresAt);
      return {
        balance,
        currency: "USD" as const,
        cashback: cashback.map((c) => ({ amount: c.amount, expiresAt: c.expiresAt?.toISOString() ?? null })),
        transactions: rows.map((row) => withDeposit(toPublicTransaction(row), row, deposits)),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Takes back cash back that expired, with one negative CASHBACK row per expired grant (`reclaims`
 * names the grant; a unique index makes it once). Cash back is spent last: what is taken back is
 * the grant or, when the wallet holds less, what it holds, so the balance never goes below zero.
 * Runs when a wallet is read and on the periodic housekeeping job (every user when `userId` is
 * left out). Cheap when nothing is due: one indexed select.
 */
export async function expireCashback(
  deps: { database: { db: Db }; now: () => Date },
  userId?: string,
): Promise<number> {
  const { db } = deps.database;
  const now = deps.now();
  const reclaim = alias(walletTransactions, "reclaim");
  const due = await db
    .select({
      id: walletTransactions.id,
      userId: walletTransactions.userId,
      amount: walletTransactions.amount,
    })
    .from(walletTransactions)
    .leftJoin(reclaim, eq(reclaim.reclaims, walletTransactions.id))
    .where(
      and(
        userId ? eq(walletTransactions.userId, userId) : undefined,
        eq(walletTransactions.type, "CASHBACK"),
        gt(walletTransactions.amount, 0),
        lte(walletTransactions.expiresAt, now),
        isNull(reclaim.id),
      ),
    )
    .orderBy(walletTransactions.expiresAt);
  for (const grant of due) {
    await db.transaction(async (tx) => {
      // The wallet row lock queues concurrent expiries of one user; the second sees the first's row.
      const [wallet] = await tx
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, grant.userId))
        .for("update");
      const [done] = await tx
        .select({ id: walletTransactions.id })
        .from(walletTransactions)
        .where(eq(walletTransactions.reclaims, grant.id));
      if (done) return;
      const take = Math.min(grant.amount, wallet?.balance ?? 0);
      await creditWallet(tx, {
        userId: grant.userId,
        amount: -take,
        type: "CASHBACK",
        now,
        reclaims: grant.id,
      });
    });
  }
  return due.length;
}
