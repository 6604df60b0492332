import { and, eq } from "drizzle-orm";
import { flightInventory } from "../db/schema/flights.ts";
import { walletTransactions } from "../db/schema/wallet.ts";
import type { TestContext } from "./harness.ts";

type LedgerType = (typeof walletTransactions.$inferSelect)["type"];

/** A booking's ledger rows of one type (its payment, refunds, date changes), as stored. */
export function ledgerRowsOf(t: TestContext, bookingId: string, type: LedgerType) {
  return t.database.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.bookingId, bookingId), eq(walletTransactions.type, type)));
}

/** The seats sold on one flight (`flightKeyOf(offer)` or a leg's key), in `cabin` when given. */
export async function seatsSoldOn(t: TestContext, flightKey: string, cabin?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ sold: flightInventory.seatsSold })
    .from(flightInventory)
    .where(
      cabin === undefined
        ? eq(flightInventory.flightKey, flightKey)
        : and(eq(flightInventory.flightKey, flightKey), eq(flightInventory.cabin, cabin)),
    );
  return row?.sold ?? 0;
}
