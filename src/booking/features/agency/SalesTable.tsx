import { barShares, type SalesMonth, type SalesReport } from "../../../domain/agent-sales-report.ts";
import { monthNames } from "../../../domain/dates.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import { useLocale, useT } from "../../use-t.ts";

/**
 * A report month as the page's language writes it.
 * @example monthLabel("2026-11", "en") // "November 2026"
 */
export function monthLabel(month: string, locale: "en" | "my"): string {
  const [year = "", m = "1"] = month.split("-");
  const name = monthNames(locale)[Number(m) - 1] ?? month;
  return locale === "my" ? `${localDigits(year, locale)} ${name}` : `${name} ${year}`;
}

/**
 * The sales report: the table is the figures (each month, then the totals); the bars beside it
 * are the selling price by month, drawn for the eye, with the same figures as their text.
 */
export function SalesTable({ report, currency }: { report: SalesReport; currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  const price = (amount: string) => formatPrice(amount, currency, locale);
  const count = (n: number) => localDigits(n, locale);
  const shares = barShares(report.months);
  const cells = (row: Omit<SalesMonth, "month">) => (
    <>
      <td className="px-3 py-2 text-right">{count(row.bookings)}</td>
      <td className="px-3 py-2 text-right">{count(row.travellers)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{price(row.net)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{price(row.markup)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{price(row.selling)}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">{price(row.refunds)}</td>
    </>
  );
  const chartText = report.months
    .map((m) => t("agentSales.chartText", { month: monthLabel(m.month, locale), amount: price(m.selling) }))
    .join("; ");
  return (
    <div className="space-y-5">
      <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <figcaption className="mb-3 text-sm font-semibold">{t("agentSales.chart")}</figcaption>
        <div role="img" aria-label={`${t("agentSales.chart")}: ${chartText}`} className="space-y-1.5">
          {report.months.map((m, i) => (
            <div key={m.month} className="grid grid-cols-[8.5rem_minmax(0,1fr)] items-center gap-2 text-xs">
              <span className="truncate text-slate-600">{monthLabel(m.month, locale)}</span>
              <span className="h-3 rounded bg-slate-100">
                <span
                  className="block h-3 rounded bg-brand-600"
                  style={{ width: `${Math.round((shares[i] ?? 0) * 100)}%` }}
                />
              </span>
            </div>
          ))}
        </div>
      </figure>
      <section
        aria-label={t("agentSales.tableCaption", {
          from: monthLabel(report.from, locale),
          to: monthLabel(report.to, locale),
        })}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and a keyboard user must reach its scroll.
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-sm" data-testid="sales-table">
          <caption className="sr-only">
            {t("agentSales.tableCaption", {
              from: monthLabel(report.from, locale),
              to: monthLabel(report.to, locale),
            })}
          </caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("agentSales.month")}
              </th>
              {(["bookings", "travellers", "net", "markup", "selling", "refunds"] as const).map((key) => (
                <th key={key} scope="col" className="px-3 py-2 text-right">
                  {t(`agentSales.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.months.map((m) => (
              <tr key={m.month} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {monthLabel(m.month, locale)}
                </th>
                {cells(m)}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold" data-testid="sales-totals">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                {t("agentSales.total")}
              </th>
              {cells(report.totals)}
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}
