import { addMonths, fromLocalDateTime, localDate } from "./dates.ts";
import { fromCents } from "./money.ts";
import { hasStrings, isObject } from "./shape.ts";

/**
 * An agent's sales by month (issue 51 §5): the one place its money is added up, for the screen
 * and the CSV alike. Months are Myanmar's (UTC+06:30, the agency's calendar).
 */

/** Myanmar time's offset from UTC in minutes. */
export const REPORT_UTC_OFFSET = 390;
/** The most months one report covers. */
export const REPORT_MAX_MONTHS = 24;
/** Months shown when none are asked for: this one and the five before it. */
export const REPORT_DEFAULT_MONTHS = 6;

/**
 * A paid booking of the agent's: when it was first paid, how many travel, the net fare that
 * payment took and the markup (US cents). A later date change's charge is a {@link ChargeRow}.
 */
export interface SaleRow {
  paidAt: Date;
  travellers: number;
  netCents: number;
  markupCents: number;
}

/** Money back to the deposit from one of the agent's bookings (a REFUND ledger row, US cents). */
export interface RefundRow {
  at: Date;
  cents: number;
}

/**
 * A date change's charge to the deposit for one of the agent's bookings (a CHANGE ledger row, US
 * cents taken): more net fare, and as much more on the customer's selling total (the markup stays).
 */
export interface ChargeRow {
  at: Date;
  cents: number;
}

/** One month's figures, in US cents. */
export interface MonthFigures {
  month: string;
  bookings: number;
  travellers: number;
  netCents: number;
  markupCents: number;
  sellingCents: number;
  refundCents: number;
}

/** A report as the API answers it: amounts as decimal strings of US dollars. */
export interface SalesMonth {
  month: string;
  bookings: number;
  travellers: number;
  net: string;
  markup: string;
  selling: string;
  refunds: string;
}

export interface SalesReport {
  from: string;
  to: string;
  months: SalesMonth[];
  totals: Omit<SalesMonth, "month">;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a month written YYYY-MM. */
export function isMonth(text: unknown): text is string {
  return typeof text === "string" && MONTH.test(text);
}

/**
 * The Myanmar month an instant falls in.
 * @example monthOf(new Date("2026-11-30T18:00:00Z")) // "2026-12" (00:30 on 1 December in Yangon)
 */
export function monthOf(at: Date): string {
  return localDate(at, REPORT_UTC_OFFSET).slice(0, 7);
}

/**
 * Every month from `from` to `to`, both included, in order (none when `from` is after `to`);
 * cut after one more than REPORT_MAX_MONTHS, enough to tell a range is too long.
 * @example monthsBetween("2026-11", "2027-01") // ["2026-11", "2026-12", "2027-01"]
 */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to && months.length <= REPORT_MAX_MONTHS; m = addMonths(`${m}-01`, 1).slice(0, 7))
    months.push(m);
  return months;
}

/**
 * The instants a range of Myanmar months covers: [start, end).
 * @example monthSpan("2026-12", "2026-12").start.toISOString() // "2026-11-30T17:30:00.000Z"
 */
export function monthSpan(from: string, to: string): { start: Date; end: Date } {
  const next = addMonths(`${to}-01`, 1);
  return {
    start: new Date(fromLocalDateTime(`${from}-01T00:00`, REPORT_UTC_OFFSET)),
    end: new Date(fromLocalDateTime(`${next}T00:00`, REPORT_UTC_OFFSET)),
  };
}

/** Why a range of months is refused, or null when it is fine. */
export type RangeProblem = "notMonth" | "reversed" | "tooLong";

/**
 * The months a report covers: as asked, or the default six ending with `now`'s month.
 * @returns the range, or the problem with it.
 */
export function reportRange(
  asked: { from?: string; to?: string },
  now: Date,
): { from: string; to: string } | { problem: RangeProblem } {
  if ((asked.from !== undefined && !isMonth(asked.from)) || (asked.to !== undefined && !isMonth(asked.to)))
    return { problem: "notMonth" };
  const to = asked.to ?? (asked.from && asked.from > monthOf(now) ? asked.from : monthOf(now));
  const from = asked.from ?? addMonths(`${to}-01`, 1 - REPORT_DEFAULT_MONTHS).slice(0, 7);
  if (from > to) return { problem: "reversed" };
  if (monthsBetween(from, to).length > REPORT_MAX_MONTHS) return { problem: "tooLong" };
  return { from, to };
}

const empty = (month: string): MonthFigures => ({
  month,
  bookings: 0,
  travellers: 0,
  netCents: 0,
  markupCents: 0,
  sellingCents: 0,
  refundCents: 0,
});

/**
 * Adds each money movement up in the month it happened (docs/adr/0089): a booking, its
 * travellers, first net fare and markup in the month it was first paid; a later date change's
 * charge in the change's month (net and selling, no booking); a refund in the month it went back
 * to the deposit (a booking paid in one month and cancelled in the next is in both). Rows outside
 * the months are left out.
 * @example salesByMonth(["2026-12"], [{ paidAt, travellers: 2, netCents: 10000, markupCents: 1500 }], [], [])
 */
export function salesByMonth(
  months: string[],
  sales: SaleRow[],
  refunds: RefundRow[],
  charges: ChargeRow[] = [],
): { months: MonthFigures[]; totals: MonthFigures } {
  const byMonth = new Map(months.map((m) => [m, empty(m)]));
  for (const sale of sales) {
    const row = byMonth.get(monthOf(sale.paidAt));
    if (!row) continue;
    row.bookings += 1;
    row.travellers += sale.travellers;
    row.netCents += sale.netCents;
    row.markupCents += sale.markupCents;
    row.sellingCents += sale.netCents + sale.markupCents;
  }
  for (const charge of charges) {
    const row = byMonth.get(monthOf(charge.at));
    if (!row) continue;
    row.netCents += charge.cents;
    row.sellingCents += charge.cents;
  }
  for (const refund of refunds) {
    const row = byMonth.get(monthOf(refund.at));
    if (row) row.refundCents += refund.cents;
  }
  const rows = [...byMonth.values()];
  const totals = empty("total");
  for (const r of rows) {
    totals.bookings += r.bookings;
    totals.travellers += r.travellers;
    totals.netCents += r.netCents;
    totals.markupCents += r.markupCents;
    totals.sellingCents += r.sellingCents;
    totals.refundCents += r.refundCents;
  }
  return { months: rows, totals };
}

const decimals = ({ month, ...r }: MonthFigures): SalesMonth => ({
  month,
  bookings: r.bookings,
  travellers: r.travellers,
  net: fromCents(r.netCents),
  markup: fromCents(r.markupCents),
  selling: fromCents(r.sellingCents),
  refunds: fromCents(r.refundCents),
});

/**
 * The report as answered: each month and the totals with amounts as decimal strings (US dollars).
 */
export function salesReport(
  range: { from: string; to: string },
  sales: SaleRow[],
  refunds: RefundRow[],
  charges: ChargeRow[] = [],
) {
  const figures = salesByMonth(monthsBetween(range.from, range.to), sales, refunds, charges);
  const { month: _, ...totals } = decimals(figures.totals);
  return { ...range, months: figures.months.map(decimals), totals } satisfies SalesReport;
}

const CSV_HEADER = [
  "Month",
  "Bookings",
  "Travellers",
  "Net (USD)",
  "Markup (USD)",
  "Selling (USD)",
  "Refunds (USD)",
];

/**
 * The report as CSV (RFC 4180, CRLF lines): a header, one line per month, and a Total line with
 * the same totals the screen shows.
 * @example salesCsv(report).split("\r\n")[0] // "Month,Bookings,Travellers,Net (USD),..."
 */
export function salesCsv(report: SalesReport): string {
  const line = (label: string, r: Omit<SalesMonth, "month">) =>
    [label, r.bookings, r.travellers, r.net, r.markup, r.selling, r.refunds].join(",");
  return [
    CSV_HEADER.map((h) => `"${h}"`).join(","),
    ...report.months.map((m) => line(m.month, m)),
    line("Total", report.totals),
    "",
  ].join("\r\n");
}

/**
 * Each month's share of the biggest month's selling price, 0 to 1 (the chart's bar lengths).
 * @example barShares([{ selling: "10.00" }, { selling: "5.00" }]) // [1, 0.5]
 */
export function barShares(months: Pick<SalesMonth, "selling">[]): number[] {
  const cents = months.map((m) => Math.round(Number(m.selling) * 100));
  const top = Math.max(0, ...cents);
  return cents.map((c) => (top > 0 ? c / top : 0));
}

const FIGURE_STRINGS = ["net", "markup", "selling", "refunds"];
const isFigures = (value: unknown) =>
  isObject(value) &&
  hasStrings(value, FIGURE_STRINGS) &&
  Number.isInteger(value.bookings) &&
  Number.isInteger(value.travellers);

/** True for a report as the API answers it. */
export function isSalesReport(value: unknown): value is SalesReport {
  return (
    isObject(value) &&
    isMonth(value.from) &&
    isMonth(value.to) &&
    isFigures(value.totals) &&
    Array.isArray(value.months) &&
    value.months.every((m) => isFigures(m) && isMonth((m as { month?: unknown }).month))
  );
}
