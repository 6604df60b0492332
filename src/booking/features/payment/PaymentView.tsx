import type { ReactNode } from "react";
import type { BookingRecord } from "../../../domain/booking.ts";
import { cityName } from "../../../domain/booking-legs.ts";
import { type Currency, formatCents, formatPrice, toCents } from "../../../domain/money.ts";
import type { PaymentStatus } from "../../../domain/steps.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { PanelView } from "../../../ui/PanelView.tsx";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { pathTo } from "../../paths.ts";
import { BookingDetails } from "./BookingDetails.tsx";
import { KpayBlock } from "./KpayBlock.tsx";

/** The texts the payment step shows before anything is paid (the page carries them: early-payment.ts). */
export const PAYMENT_KEYS = [
  "progress.label",
  "progress.booking",
  "progress.payment",
  "progress.complete",
  "progress.current",
  "payment.heading",
  "payment.price",
  "payment.passengers",
  "payment.noRefund",
  "payment.holdLeft",
  "payment.methods",
  "payment.methodWallet",
  "payment.methodCard",
  "payment.methodKpay",
  "payment.walletNote",
  "payment.payNow",
  "payment.processing",
  "payment.cardHeading",
  "payment.cardNote",
  "payment.cardNumber",
  "payment.cardExpiry",
  "payment.cardCvv",
  "payment.cardHolder",
  "payment.saveCard",
  "payment.sandbox",
  "payment.kpayHeading",
  "payment.kpayQr",
  "payment.kpayNumber",
  "payment.kpayName",
  "payment.kpaySteps",
  "payment.detailsHeading",
  "payment.bookingId",
  "trip.way",
  "payment.roundWay",
  "payment.oneWay",
  "payment.from",
  "payment.to",
  "payment.departure",
  "payment.return",
  "payment.airline",
  "payment.flightNumber",
] as const satisfies readonly UIKey[];

/** What the stored booking costs, in cents (0 without one). */
export function amountDue(booking: BookingRecord | null): number {
  return toCents(booking?.totalPrice ?? "0") ?? 0;
}

export type PaymentVariant = "wallet" | "card" | "kpay";

export interface PaymentViewProps {
  variant: PaymentVariant;
  /** The stored booking (null: none stored; the details card then says where to find one). */
  booking: BookingRecord | null;
  status: PaymentStatus;
  /** The hold ran out: nothing can be paid. */
  expired: boolean;
  /** A payment is under way. */
  paying: boolean;
  /** Cents topped up by the last attempt and kept in the wallet (0: none). */
  toppedUp: number;
  /** The words of a 'not enough in the wallet' answer, or null. */
  shortfall: string | null;
  t: Translate;
  locale: Locale;
  currency: Currency;
  /** City names by airport code, for a booking stored without its own (`cities`). */
  city: (code: string) => string;
  /** The hold's clock (HoldTimer, or its still view). */
  timer: ReactNode;
  /** The card page's form, and the form topping up a shortfall (CardForm, or a still view). */
  cardForm: ReactNode;
  shortfallForm?: ReactNode;
  onPayFromWallet?: () => void;
  onPayByKpay?: () => void;
  onSignIn?: () => void;
}

/**
 * Step 2's page (/payment and its card and KBZPay variants): the price, the hold's clock, the
 * ways to pay, a shortfall's top-up and the booking's details. Without hooks, so the page draws
 * it from storage before React arrives (early-payment.ts); PaymentScreen draws it with the
 * payment's state.
 */
export function PaymentView({
  variant,
  booking,
  status,
  expired,
  paying,
  toppedUp,
  shortfall,
  t,
  locale,
  currency,
  city,
  timer,
  cardForm,
  shortfallForm,
  onPayFromWallet,
  onPayByKpay,
  onSignIn,
}: PaymentViewProps) {
  // The booking names its own airports' cities; the lookup only for a booking stored without them.
  const named = (code: string) =>
    booking?.cities?.[code] ? cityName(booking.cities, code, locale) : city(code);
  const tabs = [
    { route: "payment", label: t("payment.methodWallet"), active: variant === "wallet" },
    { route: "paymentCard", label: t("payment.methodCard"), active: variant === "card" },
    { route: "paymentKpay", label: t("payment.methodKpay"), active: variant === "kpay" },
  ] as const;
  const payButton = (onClick: (() => void) | undefined) => (
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
  // Nothing stored to pay: no price of $0 and no Pay Now that could only fail, but where to find
  // a booking (docs/decisions.md; the spec's "Flight information not found" answered that press).
  if (!booking)
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <ProgressSteps process={2} t={t} locale={locale} />
        <h1 className="mt-6 text-2xl font-semibold">{t("payment.heading")}</h1>
        <div className="mt-4 max-w-xl">
          <BookingDetails booking={null} city={named} t={t} locale={locale} />
        </div>
      </div>
    );
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ProgressSteps process={2} t={t} locale={locale} />
      <h1 className="mt-6 text-2xl font-semibold">{t("payment.heading")}</h1>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <PanelView title={t("payment.price")} headingId="payment-price">
            <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm text-slate-600">
                {t("payment.passengers", { n: (booking?.adults ?? 0) + (booking?.children ?? 0) })}
              </span>
              <span className="text-xl font-semibold">{formatPrice(booking?.totalPrice, currency)}</span>
            </p>
            <p className="mt-2 text-sm text-red-800">{t("payment.noRefund")}</p>
          </PanelView>
          {booking && !expired && booking.status === "PENDING_PAYMENT" && timer}
          {expired && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
              <p>{t("payment.holdExpired")}</p>
              <a href={pathTo("flights")} className="mt-2 inline-block font-semibold underline">
                {t("payment.searchAgain")}
              </a>
            </div>
          )}
          {status === "needsLogin" && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t("payment.needLogin")}{" "}
              <button type="button" className="font-semibold underline" onClick={onSignIn}>
                {t("payment.signIn")}
              </button>
            </p>
          )}
          <nav aria-label={t("payment.methods")} className="flex flex-wrap gap-2">
            {tabs.map((tab) => (
              <a
                key={tab.route}
                href={pathTo(tab.route)}
                aria-current={tab.active ? "page" : undefined}
                className={`rounded-full border px-4 py-2 text-sm font-medium ${tab.active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white"}`}
              >
                {tab.label}
              </a>
            ))}
          </nav>
          <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            {variant === "card" && (
              <>
                <h2 className="mb-3 font-semibold">{t("payment.cardHeading")}</h2>
                {cardForm}
              </>
            )}
            {variant === "kpay" && (
              <>
                <h2 className="mb-3 font-semibold">{t("payment.kpayHeading")}</h2>
                <KpayBlock t={t} amount={formatCents(amountDue(booking), currency)} />
                <div className="mt-4">{payButton(onPayByKpay)}</div>
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
                  amount: formatCents(toppedUp, currency),
                })}
              </p>
            )}
          </section>
          {shortfall !== null && !expired && (
            // A labelled region, not an alert: the toast says the shortfall once, and an alert
            // would read out the whole top-up form with it.
            <section
              aria-labelledby="short-heading"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4"
            >
              <h2 id="short-heading" className="font-semibold text-amber-900">
                {shortfall}
              </h2>
              <div className="mt-3">
                {shortfallForm}
                <a
                  href={pathTo("paymentKpay")}
                  className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
                >
                  {t("payment.topUpKpay")}
                </a>
              </div>
            </section>
          )}
        </div>
        <aside>
          <BookingDetails booking={booking} city={named} t={t} locale={locale} />
        </aside>
      </div>
    </div>
  );
}
