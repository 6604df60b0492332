import { inArray } from "drizzle-orm";
import type { WalletTransaction } from "../../src/domain/wallet.ts";
import type { Db } from "../db/client.ts";
import { depositTransfers } from "../db/schema/agency.ts";
import type { walletTransactions } from "../db/schema/wallet.ts";

type Row = typeof walletTransactions.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The bank and reference of each bank transfer that `rows` credit, by transfer id. */
export async function depositsOf(
  tx: Db | Tx,
  rows: Row[],
): Promise<Map<string, { bank: string; reference: string }>> {
  const ids = rows.flatMap((row) => (row.depositTransferId ? [row.depositTransferId] : []));
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: depositTransfers.id, bank: depositTransfers.bank, reference: depositTransfers.reference })
    .from(depositTransfers)
    .where(inArray(depositTransfers.id, ids));
  return new Map(found.map((d) => [d.id, { bank: d.bank, reference: d.reference }]));
}

/** A ledger row as the contract shows it, with the transfer a DEPOSIT row credits. */
export function withDeposit(
  shown: WalletTransaction,
  row: Row,
  deposits: Map<string, { bank: string; reference: string }>,
): WalletTransaction {
  const deposit = row.depositTransferId ? deposits.get(row.depositTransferId) : undefined;
  return deposit ? { ...shown, deposit } : shown;
}
