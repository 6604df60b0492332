import type { Cancellation, CancellationQuote } from "../../../domain/cancellation.ts";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { type Currency, formatCents } from "../../../domain/money.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { primaryButton, secondaryButton } from "../../common/classes.ts";
import { Spinner } from "../../Spinner.tsx";
import { useLocale, useT } from "../../use-t.ts";
import { useCancellation } from "./use-cancellation.ts";

interface Props {
  open: boolean;
  bookingId: string;
  currency: Currency;
  onClose: () => void;
  onCancelled: (done: Cancellation) => void;
}

/**
 * Request Refund on a paid booking: the quote (what was paid, the fees, what comes back to the
 * wallet, and plain words for a fare that gives nothing back), then Confirm cancellation.
 */
export function CancelDialog({ open, bookingId, currency, onClose, onCancelled }: Props) {
  const t = useT();
  const { state, confirm } = useCancellation(bookingId, open, onCancelled);
  const confirming = state.kind === "quote" && state.confirming;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={confirming}
      closeLabel={t("account.detail.close")}
      title={t("cancel.title", { id: bookingId })}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={confirming}>
            {state.kind === "quote" ? t("cancel.keep") : t("account.detail.close")}
          </button>
          {state.kind === "quote" && (
            <button type="button" className={primaryButton} onClick={confirm} {...busyButton(confirming)}>
              {confirming ? t("cancel.confirming") : t("cancel.confirm")}
            </button>
          )}
        </>
      }
    >
      {/* A closed dialog holds no spinner: nothing is being asked for. */}
      {open && state.kind === "loading" && <Spinner label={t("cancel.loading")} />}
      {state.kind === "refused" && <p role="alert">{state.message}</p>}
      {state.kind === "quote" && (
        <QuoteView quote={state.quote} changed={state.changed} currency={currency} />
      )}
    </Dialog>
  );
}

function QuoteView({
  quote,
  changed,
  currency,
}: {
  quote: CancellationQuote;
  changed: boolean;
  currency: Currency;
}) {
  const t = useT();
  const locale = useLocale();
  const amount = (cents: number) => formatCents(cents, currency, locale);
  const until = myanmarDateTime(quote.expiresAt, locale);
  const rows: Array<[string, string]> = [
    [t("cancel.paid"), amount(quote.paid)],
    // A fare that gives nothing back keeps it all under its rules, not as a fee for a refund.
    [quote.kind === "REFUND" ? t("cancel.refundFee") : t("cancel.kept"), amount(quote.refundFee)],
    ...(quote.noShowFee > 0 ? [[t("cancel.noShowFee"), amount(quote.noShowFee)] as [string, string]] : []),
  ];
  return (
    <div data-testid="cancel-quote">
      {changed && (
        <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t("cancel.changed")}
        </p>
      )}
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="whitespace-nowrap font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 py-2">
          <dt className="font-semibold">{t("cancel.refund")}</dt>
          <dd
            className={`whitespace-nowrap text-lg font-bold ${quote.refund > 0 ? "text-emerald-700" : "text-slate-800"}`}
            data-testid="cancel-refund"
          >
            {amount(quote.refund)}
          </dd>
        </div>
      </dl>
      <p className="mt-3">{t(`cancel.kind.${quote.kind}`)}</p>
      {quote.kind === "REFUND" && quote.noShow && <p className="mt-2">{t("cancel.noShowNote")}</p>}
      <p className="mt-2 text-sm text-slate-600">{t("cancel.whole")}</p>
      <p className="mt-1 text-sm text-slate-600">
        {t("cancel.validUntil", { time: `${until.date} ${until.time}` })}
      </p>
    </div>
  );
}
