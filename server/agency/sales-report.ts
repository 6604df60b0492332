import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { monthSpan, type SalesReport, salesReport } from "../../src/domain/agent-sales-report.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { walletTransactions } from "../db/schema/wallet.ts";

/**
 * An agent's sales from `from` to `to` (Myanmar months, both included): the bookings they paid in
 * those months and the refunds their deposit received (REFUND ledger rows of their bookings), added
 * up by src/domain/agent-sales-report.ts.
 */
export async function agentSalesReport(
  db: Db,
  agentId: string,
  range: { from: string; to: string },
): Promise<SalesReport> {
  const { start, end } = monthSpan(range.from, range.to);
  const [sales, refunds] = await Promise.all([
    db
      .select({
        paidAt: bookings.paidAt,
        travellers: sql<number>`jsonb_array_length(${bookings.passengers})`.mapWith(Number),
        netCents: bookings.totalCents,
        markupCents: bookings.markupCents,
      })
      .from(bookings)
      .where(and(eq(bookings.userId, agentId), gte(bookings.paidAt, start), lt(bookings.paidAt, end))),
    db
      .select({ at: walletTransactions.createdAt, cents: walletTransactions.amount })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, agentId),
          eq(walletTransactions.type, "REFUND"),
          isNotNull(walletTransactions.bookingId),
          gte(walletTransactions.createdAt, start),
          lt(walletTransactions.createdAt, end),
        ),
      ),
  ]);
  return salesReport(
    range,
    sales.flatMap((s) => (s.paidAt ? [{ ...s, paidAt: s.paidAt, markupCents: s.markupCents ?? 0 }] : [])),
    refunds,
  );
}
