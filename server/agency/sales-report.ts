import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { monthSpan, type SalesReport, salesReport } from "../../src/domain/agent-sales-report.ts";
import type { Db } from "../db/client.ts";
import { bookings } from "../db/schema/bookings.ts";
import { walletTransactions } from "../db/schema/wallet.ts";

/**
 * An agent's sales from `from` to `to` (Myanmar months, both included), each money movement in
 * the month it happened (docs/adr/0089): the bookings first paid in those months at the net fare
 * that payment took (their PAYMENT row; the booking's total when paid otherwise), the date
 * changes' charges to their deposit (CHANGE ledger rows) and the refunds it received (REFUND
 * rows of their bookings), added up by src/domain/agent-sales-report.ts.
 */
export async function agentSalesReport(
  db: Db,
  agentId: string,
  range: { from: string; to: string },
): Promise<SalesReport> {
  const { start, end } = monthSpan(range.from, range.to);
  // A booking's one PAYMENT row is found by its unique index: what the first payment took. Names
  // written out: in a one-table select drizzle leaves columns unqualified, and the subquery's
  // own "id" would shadow the booking's.
  const firstNet = sql<number>`coalesce((select -w.amount from wallet_transactions w
    where w.booking_id = bookings.id and w.type = 'PAYMENT'), bookings.total_cents)`.mapWith(Number);
  const ledgerRows = (type: "REFUND" | "CHANGE") =>
    db
      .select({ at: walletTransactions.createdAt, cents: walletTransactions.amount })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, agentId),
          eq(walletTransactions.type, type),
          isNotNull(walletTransactions.bookingId),
          gte(walletTransactions.createdAt, start),
          lt(walletTransactions.createdAt, end),
        ),
      );
  const [sales, refunds, changes] = await Promise.all([
    db
      .select({
        paidAt: bookings.paidAt,
        travellers: sql<number>`jsonb_array_length(${bookings.passengers})`.mapWith(Number),
        netCents: firstNet,
        markupCents: bookings.markupCents,
      })
      .from(bookings)
      .where(and(eq(bookings.userId, agentId), gte(bookings.paidAt, start), lt(bookings.paidAt, end))),
    ledgerRows("REFUND"),
    ledgerRows("CHANGE"),
  ]);
  return salesReport(
    range,
    sales.flatMap((s) => (s.paidAt ? [{ ...s, paidAt: s.paidAt, markupCents: s.markupCents ?? 0 }] : [])),
    refunds,
    // A CHANGE row's amount is what it took (negative): the charge is its opposite.
    changes.map((c) => ({ at: c.at, cents: -c.cents })),
  );
}
