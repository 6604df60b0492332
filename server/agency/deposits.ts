import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import {
  type DepositBank,
  type DepositRequest,
  type DepositStatus,
  type DepositTransfer,
  type DepositView,
  kyatToCents,
  normalizeReference,
} from "../../src/domain/deposit.ts";
import type { WalletTransaction } from "../../src/domain/wallet.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { depositTransfers, lowBalanceAlerts } from "../db/schema/agency.ts";
import { ApiError } from "../http/errors.ts";
import { creditWallet } from "../payments/ledger.ts";

const DUPLICATE = "You have already recorded a transfer with this reference at this bank";

type TransferRow = typeof depositTransfers.$inferSelect;

/** A transfer as the API answers it. */
export function toPublicTransfer(row: TransferRow): DepositTransfer {
  return {
    id: row.id,
    bank: row.bank as DepositBank,
    reference: row.reference,
    amountKyat: row.amountKyat,
    creditCents: row.creditCents,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Why a transfer could not be confirmed or rejected (the ops command says it). */
export class DepositError extends Error {
  override name = "DepositError";
}

/** The agent's transfers, newest first (the latest 100), and their low-balance threshold. */
export async function agentDeposits(db: Db, userId: string): Promise<DepositView> {
  const rows = await db
    .select()
    .from(depositTransfers)
    .where(eq(depositTransfers.userId, userId))
    .orderBy(desc(depositTransfers.createdAt), desc(depositTransfers.id))
    .limit(100);
  const [alert] = await db
    .select({ threshold: lowBalanceAlerts.threshold })
    .from(lowBalanceAlerts)
    .where(eq(lowBalanceAlerts.userId, userId));
  return { transfers: rows.map(toPublicTransfer), lowBalanceThreshold: alert?.threshold ?? null };
}

/**
 * Records a bank transfer the agent made (checked by the route), converted to US cents at
 * `mmkRate`: PENDING, or confirmed and credited in the same transaction when `confirmAtOnce`
 * (sandbox mode). The same reference at the same bank twice is a 409 DUPLICATE_REFERENCE.
 */
export async function recordDeposit(
  db: Db,
  userId: string,
  request: DepositRequest,
  options: { mmkRate: number; now: Date; confirmAtOnce: boolean },
): Promise<Settled> {
  const { mmkRate, now, confirmAtOnce } = options;
  const reference = normalizeReference(request.reference);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(depositTransfers)
      .values({
        id: randomUUID(),
        userId,
        bank: request.bank,
        reference,
        amountKyat: request.amountKyat,
        mmkRate: String(mmkRate),
        creditCents: kyatToCents(request.amountKyat, mmkRate),
        note: request.note?.trim() ?? "",
        status: "PENDING",
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [depositTransfers.userId, depositTransfers.bank, depositTransfers.reference],
      })
      .returning();
    if (!row) throw new ApiError(409, "DUPLICATE_REFERENCE", DUPLICATE, { fields: { reference: DUPLICATE } });
    if (!confirmAtOnce) return { transfer: toPublicTransfer(row), balance: null, transaction: null };
    return settle(tx, row.id, "CONFIRMED", now);
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A transfer after it was recorded or decided: the wallet's balance and row when it was credited. */
export interface Settled {
  transfer: DepositTransfer;
  balance: number | null;
  transaction: WalletTransaction | null;
}

/**
 * Decides a PENDING transfer inside `tx`: CONFIRMED credits its cents to the agent's wallet with
 * a DEPOSIT ledger row (once: the row's transfer id is unique, and only a PENDING row is
 * decided); REJECTED credits nothing.
 */
async function settle(
  tx: Tx,
  id: string,
  status: Exclude<DepositStatus, "PENDING">,
  now: Date,
): Promise<Settled> {
  const [row] = await tx
    .update(depositTransfers)
    .set({ status, decidedAt: now })
    .where(and(eq(depositTransfers.id, id), eq(depositTransfers.status, "PENDING")))
    .returning();
  if (!row) {
    const [known] = await tx.select().from(depositTransfers).where(eq(depositTransfers.id, id));
    throw new DepositError(
      known ? `Transfer ${id} is already ${known.status.toLowerCase()}` : `No transfer ${id}`,
    );
  }
  if (status === "REJECTED") return { transfer: toPublicTransfer(row), balance: null, transaction: null };
  const credited = await creditWallet(tx, {
    userId: row.userId,
    amount: row.creditCents,
    type: "DEPOSIT",
    method: "bank-transfer",
    depositTransferId: row.id,
    now,
  });
  return {
    transfer: toPublicTransfer(row),
    balance: credited.balance,
    transaction: { ...credited.transaction, deposit: { bank: row.bank, reference: row.reference } },
  };
}

/** `npm run ops -- deposit confirm|reject <id>`: decides a pending transfer, once. */
export function decideDeposit(db: Db, id: string, status: "CONFIRMED" | "REJECTED", now: Date) {
  return db.transaction((tx) => settle(tx, id, status, now));
}

/** `npm run ops -- deposit list [--all]`: pending transfers (or the latest 100), oldest first, with their agent. */
export async function listDepositsForOps(db: Db, all: boolean) {
  const rows = await db
    .select({ transfer: depositTransfers, email: users.email })
    .from(depositTransfers)
    .innerJoin(users, eq(users.id, depositTransfers.userId))
    .where(all ? undefined : eq(depositTransfers.status, "PENDING"))
    .orderBy(all ? desc(depositTransfers.createdAt) : asc(depositTransfers.createdAt))
    .limit(100);
  return rows.map(({ transfer, email }) => ({ ...toPublicTransfer(transfer), agent: email }));
}

/** Sets (cents) or clears (null) the agent's low-balance threshold. */
export async function setLowBalanceThreshold(db: Db, userId: string, threshold: number | null, now: Date) {
  if (threshold === null) {
    await db.delete(lowBalanceAlerts).where(eq(lowBalanceAlerts.userId, userId));
    return;
  }
  await db
    .insert(lowBalanceAlerts)
    .values({ userId, threshold, updatedAt: now })
    .onConflictDoUpdate({ target: lowBalanceAlerts.userId, set: { threshold, updatedAt: now } });
}
