import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { type Currency, formatPrice, fromCents, toCents } from "../../../domain/money.ts";
import { paymentStatus } from "../../../domain/steps.ts";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { myanmarToday, usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { pathTo } from "../../paths.ts";
import { redirectTo, signInAndReturn } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BookingDetails } from "./BookingDetails.tsx";
import { CardForm } from "./CardForm.tsx";
import { HoldTimer } from "./HoldTimer.tsx";
import { KpayBlock } from "./KpayBlock.tsx";
import { outcomeText, usePayment } from "./use-payment.ts";

const usd = (cents: number, currency: Currency) => formatPrice(fromCents(cents), currency);

/** Step 2 (/payment and its card and KBZPay variants): pay the held booking. */
export default function PaymentScreen({ variant = "wallet" }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const booking = useStore($bookingData);
  const { user, isAuthenticated } = useStore($auth);
  const currency = usePriceCurrency();
  useEffect(() => watchBookingOwner(), []);
  const city = useCityNames(booking ? [booking.origin, booking.destination] : [], locale);
  const status = paymentStatus({
    bookingId: booking?.id,
    bookingPaid: booking?.status === "PAID",
    signedIn: isAuthenticated,
  });
  const payment = usePayment(t, { userId: user?.id ?? "", bookingId: booking?.id ?? "" });
  const [holdOver, setHoldOver] = useState(false);
  const onExpire = useCallback(() => setHoldOver(true), []);
  const expired = holdOver || payment.state.kind === "expired" || booking?.status === "EXPIRED";
  const due = toCents(booking?.totalPrice ?? "0") ?? 0;
  const paying = payment.state.kind === "paying";

  useEffect(() => {
    if (status === "paid") redirectTo("paymentComplete");
  }, [status]);

  /** Spec section 5: a stored booking with an id and a signed-in user, each with its message. */
  const ready = () => {
    if (status === "noBooking") toast.error(t("payment.notFound"));
    else if (status === "needsLogin") toast.error(t("payment.needLogin"));
    return status === "ready";
  };
  const payFromWallet = () => ready() && void payment.pay();
  const payByTopUp = (method: string, amount: number) => ready() && void payment.pay({ amount, method });

  const tabs = [
    { route: "payment", label: t("payment.methodWallet"), active: variant === "wallet" },
    { route: "paymentCard", label: t("payment.methodCard"), active: variant === "card" },
    { route: "paymentKpay", label: t("payment.methodKpay"), active: variant === "kpay" },
  ] as const;
  const payButton = (onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      disabled={paying || expired}
      className="w-full rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 disabled:opacity-60 sm:w-auto"
    >
      {paying ? t("payment.processing") : t("payment.payNow")}
    </button>
  );
  const short = payment.state.kind === "short" ? payment.state.outcome : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ProgressSteps process={2} t={t} locale={locale} />
      <h1 className="mt-6 text-2xl font-semibold">{t("payment.heading")}</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Panel title={t("payment.price")}>
            <p className="mt-1 flex items-baseline justify-between">
              <span className="text-sm text-slate-600">
                {t("payment.passengers", { n: (booking?.adults ?? 0) + (booking?.children ?? 0) })}
              </span>
              <span className="text-xl font-semibold">{formatPrice(booking?.totalPrice, currency)}</span>
            </p>
            <p className="mt-2 text-sm text-red-800">{t("payment.noRefund")}</p>
          </Panel>
          {booking && !expired && booking.status === "PENDING_PAYMENT" && (
            <HoldTimer expiresAt={booking.holdExpiresAt} t={t} onExpire={onExpire} />
          )}
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
              <button type="button" className="font-semibold underline" onClick={() => signInAndReturn()}>
                {t("payment.signIn")}
              </button>
            </p>
          )}
          <nav aria-label={t("payment.methods")} className="flex gap-2">
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
                <CardForm
                  idPrefix="card"
                  today={myanmarToday()}
                  t={t}
                  busy={paying}
                  disabled={expired}
                  submitLabel={t("payment.payNow")}
                  busyLabel={t("payment.processing")}
                  note={t("payment.cardNote", { amount: usd(due, currency) })}
                  onPay={() => payByTopUp("card", due)}
                />
              </>
            )}
            {variant === "kpay" && (
              <>
                <h2 className="mb-3 font-semibold">{t("payment.kpayHeading")}</h2>
                <KpayBlock t={t} amount={usd(due, currency)} />
                <div className="mt-4">{payButton(() => payByTopUp("kpay", due))}</div>
              </>
            )}
            {variant === "wallet" && (
              <>
                <p className="mb-3 text-sm text-slate-700">{t("payment.walletNote")}</p>
                {payButton(payFromWallet)}
              </>
            )}
            {payment.toppedUp > 0 && !paying && (
              <p role="status" className="mt-3 text-sm text-slate-700">
                {t(expired ? "payment.keptForLater" : "payment.keptInWallet", {
                  amount: usd(payment.toppedUp, currency),
                })}
              </p>
            )}
          </section>
          {short && !expired && (
            <section
              role="alert"
              aria-labelledby="short-heading"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4"
            >
              <h2 id="short-heading" className="font-semibold text-amber-900">
                {outcomeText(short, t)}
              </h2>
              <div className="mt-3">
                <CardForm
                  idPrefix="shortfall"
                  today={myanmarToday()}
                  t={t}
                  busy={paying}
                  submitLabel={t("payment.topUpShortfall", { amount: usd(short.shortfall, currency) })}
                  busyLabel={t("payment.processing")}
                  note={t("payment.cardNote", { amount: usd(short.shortfall, currency) })}
                  onPay={() => payByTopUp("card", short.shortfall)}
                />
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
          <BookingDetails booking={booking} city={city} t={t} />
        </aside>
      </div>
    </div>
  );
}
