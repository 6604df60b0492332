import { type SubmitEvent, useState } from "react";
import { fetchSalesCsv, fetchSalesReport } from "../../../api/agent-reports.ts";
import { isMonth, monthsBetween, REPORT_MAX_MONTHS } from "../../../domain/agent-sales-report.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { saveFile } from "../../../ui/save-file.ts";
import { AccountFrame } from "../../common/AccountFrame.tsx";
import { card, primaryButton, secondaryButton } from "../../common/classes.ts";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { useLoad } from "../../common/use-load.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { notifyError } from "../../notify-error.ts";
import { navigate } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { useT } from "../../use-t.ts";
import { SalesTable } from "./SalesTable.tsx";

const field =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

/**
 * An agent's sales report (issue 51 §5): by month, the bookings paid, travellers, net, markup,
 * selling price and refunds with their totals, a chart of them, and the same figures as CSV. The
 * months are in the address (?from=YYYY-MM&to=YYYY-MM); by default the last six.
 */
export default function SalesReportScreen({ search }: ScreenProps) {
  const t = useT();
  const user = useSignedInUser();
  const { currency } = useCurrency();
  const range = {
    ...(isMonth(search.from) ? { from: search.from } : {}),
    ...(isMonth(search.to) ? { to: search.to } : {}),
  };
  const key = `${range.from ?? ""}..${range.to ?? ""}`;
  const [state, , retry] = useLoad(
    user ? `${user.id} ${key}` : null,
    (signal) => fetchSalesReport(range, signal),
    t,
  );
  const [badRange, setBadRange] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get("from") ?? "");
    const to = String(form.get("to") ?? "");
    const fine =
      isMonth(from) && isMonth(to) && from <= to && monthsBetween(from, to).length <= REPORT_MAX_MONTHS;
    setBadRange(!fine);
    if (fine) navigate("agentSales", {}, { from, to });
  };
  const download = async () => {
    if (state.kind !== "ready") return;
    setDownloading(true);
    try {
      const { from, to } = state.data;
      saveFile(await fetchSalesCsv({ from, to }), `sales-${from}-${to}.csv`);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <AccountFrame title={t("agentSales.title")} current="agentSales" user={user}>
      <p className="mb-4 text-slate-700">{t("agentSales.intro")}</p>
      {user && !user.isAgent && <p className={`${card} text-slate-700`}>{t("agentReports.agentsOnly")}</p>}
      {state.kind === "loading" && user?.isAgent !== false && <Spinner label={t("app.loading")} />}
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} />}
      {state.kind === "ready" && (
        <>
          <form
            key={key}
            onSubmit={submit}
            noValidate
            className={`${card} mb-5 flex flex-wrap items-end gap-3`}
          >
            <label className="min-w-36 flex-1">
              <span className="text-sm font-medium">{t("agentSales.from")}</span>
              <input
                name="from"
                type="month"
                defaultValue={state.data.from}
                className={field}
                aria-invalid={badRange || undefined}
                aria-describedby={badRange ? "sales-range-error" : undefined}
              />
            </label>
            <label className="min-w-36 flex-1">
              <span className="text-sm font-medium">{t("agentSales.to")}</span>
              <input
                name="to"
                type="month"
                defaultValue={state.data.to}
                className={field}
                aria-invalid={badRange || undefined}
              />
            </label>
            <button type="submit" className={primaryButton}>
              {t("agentSales.show")}
            </button>
            <button type="button" className={secondaryButton} onClick={download} {...busyButton(downloading)}>
              {downloading ? t("agentSales.downloading") : t("agentSales.download")}
            </button>
            {badRange && (
              <p id="sales-range-error" role="alert" className="w-full text-sm text-red-700">
                {t("agentSales.badRange")}
              </p>
            )}
          </form>
          <SalesTable report={state.data} currency={currency} />
        </>
      )}
    </AccountFrame>
  );
}
