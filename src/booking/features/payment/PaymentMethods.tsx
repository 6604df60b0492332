import { type Currency, formatCents } from "../../../domain/money.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { CardForm } from "./CardForm.tsx";
import { KpayBlock } from "./KpayBlock.tsx";
import type { PaymentFigures, PaymentVariant } from "./payment-figures.ts";

export type { PaymentVariant } from "./payment-figures.ts";

interface Props {
  variant: PaymentVariant;
  /** The balance, the amount due and what is topped up first, shown before Pay Now. */
  figures: PaymentFigures;
  currency: Currency;
  /** The hold ran out: nothing can be paid. */
  expired: boolean;
  /** A payment is under way. */
  paying: boolean;
  /** Cents topped up by the last attempt and kept in the wallet (0: none). */
  toppedUp: number;
  onPayFromWallet: () => void;
  /** Tops the wallet up by `amount` cents with `method` first, then pays from it. */
  onTopUpAndPay: (method: "card" | "kpay", amount: number) => void;
}

/**
 * The ways to pay as tabs (each its own page, in the page's language) and the chosen one's
 * section: the balance, the amount due and any top-up first, then the wallet's Pay Now, the card
 * form, or KBZPay's details and Pay Now; then what an earlier attempt left in the wallet.
 */
export function PaymentMethods({
  variant,
  figures,
  currency,
  expired,
  paying,
  toppedUp,
  onPayFromWallet,
  onTopUpAndPay,
}: Props) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const tabs = [
    { route: "payment", label: t("payment.methodWallet"), active: variant === "wallet" },
    { route: "paymentCard", label: t("payment.methodCard"), active: variant === "card" },
    { route: "paymentKpay", label: t("payment.methodKpay"), active: variant === "kpay" },
  ] as const;
  const payButton = (onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      disabled={expired}
      className="w-full rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 disabled:opacity-60 aria-disabled:opacity-60 sm:w-auto"
      {...busyButton(paying)}
    >
      {paying ? t("payment.processing") : t("payment.payNow")}
    </button>
  );
  const due = figures.due;
  return (
    <>
      <nav aria-label={t("payment.methods")} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <a
            key={tab.route}
            href={path(tab.route)}
            aria-current={tab.active ? "page" : undefined}
            className={`rounded-full border px-4 py-2 text-sm font-medium ${tab.active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white"}`}
          >
            {tab.label}
          </a>
        ))}
      </nav>
      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <Figures figures={figures} currency={currency} />
        {variant === "card" && (
          <>
            <h2 className="mb-3 font-semibold">{t("payment.cardHeading")}</h2>
            <CardForm
              idPrefix="card"
              busy={paying}
              disabled={expired}
              submitLabel={t("payment.payNow")}
              note={t("payment.cardNote", { amount: formatCents(due, currency, locale) })}
              onPay={() => onTopUpAndPay("card", due)}
            />
          </>
        )}
        {variant === "kpay" && (
          <>
            <h2 className="mb-3 font-semibold">{t("payment.kpayHeading")}</h2>
            <KpayBlock amount={formatCents(due, currency, locale)} />
            <div className="mt-4">{payButton(() => onTopUpAndPay("kpay", due))}</div>
          </>
        )}
        {variant === "wallet" && (
          <>
            <p className="mb-3 text-sm text-slate-700">{t("payment.walletNote")}</p>
            {payButton(onPayFromWallet)}
          </>
        )}
        {toppedUp > 0 && !paying && (
          <p role="status" className="mt-3 text-sm text-slate-700">
            {t(expired ? "payment.keptForLater" : "payment.keptInWallet", {
              amount: formatCents(toppedUp, currency, locale),
            })}
          </p>
        )}
      </section>
    </>
  );
}

/** The balance (while known or asked for), the amount due and what is topped up first. */
function Figures({ figures, currency }: { figures: PaymentFigures; currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  const { balance, topUp } = figures;
  const row = "flex flex-wrap items-baseline justify-between gap-x-4";
  return (
    <dl className="mb-4 space-y-1 border-b border-slate-200 pb-3 text-sm">
      {balance !== null && (
        <div className={row}>
          <dt className="text-slate-600">{t("payment.balance")}</dt>
          <dd aria-busy={balance === undefined} className="font-medium">
            {balance === undefined ? "…" : formatCents(balance, currency, locale)}
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-slate-600">{t("payment.due")}</dt>
        <dd className="font-semibold">{formatCents(figures.due, currency, locale)}</dd>
      </div>
      {topUp && (
        <div className={row}>
          <dt className="text-slate-600">
            {t(
              topUp.shortfall
                ? "payment.shortByCard"
                : topUp.method === "card"
                  ? "payment.topUpByCard"
                  : "payment.topUpByKpay",
            )}
          </dt>
          <dd className="font-semibold text-amber-800">{formatCents(topUp.amount, currency, locale)}</dd>
        </div>
      )}
    </dl>
  );
}
