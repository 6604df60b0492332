import { type ReactNode, useCallback, useEffect, useState } from "react";
import type { User } from "../../../domain/account.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { cityName } from "../../../domain/booking-legs.ts";
import { formatCents, formatPrice, toCents } from "../../../domain/money.ts";
import { type PaymentStatus, paymentStatus } from "../../../domain/steps.ts";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { ProgressSteps } from "../../../ui/ProgressSteps.tsx";
import toast from "../../../ui/toast.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { AgentSaleList } from "../../common/agent-sale-parts.ts";
import { redirectTo, signInAndReturn } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BookingDetails } from "./BookingDetails.tsx";
import { CardForm } from "./CardForm.tsx";
import { HoldDeadline } from "./HoldDeadline.tsx";
import { PaymentMethods } from "./PaymentMethods.tsx";
import { type PaymentVariant, paymentFigures } from "./payment-figures.ts";
import { outcomeText, usePayment } from "./use-payment.ts";
import { useWalletBalance } from "./use-wallet-balance.ts";

/**
 * Step 2 (/payment and its card and KBZPay variants): pay the held booking. As built, and while
 * the page hydrates, the step's heading waits over a spinner: the stored booking and who is
 * signed in are known only in the browser. A paid booking goes on to /payment/complete; with
 * nothing stored the page says where to find a booking.
 */
export default function PaymentScreen({ variant = "wallet" }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const booking = useStored($bookingData);
  const auth = useStored($auth);
  useEffect(() => watchBookingOwner(), []);
  const lookup = useCityNames(booking ? [booking.origin, booking.destination] : [], locale);
  const status =
    booking === undefined || auth === undefined
      ? null
      : paymentStatus({
          bookingId: booking?.id,
          bookingPaid: booking?.status === "PAID",
          signedIn: auth.isAuthenticated,
        });

  useEffect(() => {
    if (status === "paid") redirectTo("paymentComplete");
  }, [status]);

  // Not known yet, or paid and on its way to the next step.
  if (status === null || status === "paid")
    return (
      <Step>
        <Spinner label={t("app.loading")} />
      </Step>
    );
  // Nothing stored to pay: no price of $0 and no Pay Now that could only fail, but where to find
  // a booking (docs/spec-deviations.md; the spec's "Flight information not found" answered that press).
  if (!booking)
    return (
      <Step>
        <div className="mt-4 max-w-xl">
          <BookingDetails booking={null} city={lookup} />
        </div>
      </Step>
    );
  // The booking names its own airports' cities; the lookup only for a booking stored without them.
  const city = (code: string) =>
    booking.cities?.[code] ? cityName(booking.cities, code, locale) : lookup(code);
  return (
    <Step>
      <PayBooking
        variant={variant as PaymentVariant}
        booking={booking}
        user={auth?.user ?? null}
        status={status}
        city={city}
      />
    </Step>
  );
}

/** The step's progress and heading over what it shows. */
function Step({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <ProgressSteps process={2} t={t} locale={locale} />
      <h1 className="mt-6 text-2xl font-semibold">{t("payment.heading")}</h1>
      {children}
    </div>
  );
}

interface PayBookingProps {
  variant: PaymentVariant;
  booking: BookingRecord;
  /** The signed-in user, who pays from their wallet (null: signed out). */
  user: User | null;
  status: PaymentStatus;
  city: (code: string) => string;
}

/**
 * The stored booking to pay: the price, how long the booking waits for payment (or that it ran
 * out), the ways to pay with the balance, the amount due and any top-up before Pay Now, a
 * shortfall's top-up and the booking's details.
 */
function PayBooking({ variant, booking, user, status, city }: PayBookingProps) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const currency = usePriceCurrency();
  const payment = usePayment(t, { userId: user?.id ?? "", bookingId: booking.id, currency });
  const [holdOver, setHoldOver] = useState(false);
  const onExpire = useCallback(() => setHoldOver(true), []);
  const expired = holdOver || payment.state.kind === "expired" || booking.status === "EXPIRED";
  const paying = payment.state.kind === "paying";
  const short = payment.state.kind === "short" ? payment.state.outcome : null;
  // Asked again after each attempt: a top-up or a payment moved it.
  const wallet = useWalletBalance(user && status === "ready" ? `${user.id}:${payment.attempts}` : null);
  const due = toCents(booking.totalPrice) ?? 0;
  // The server's answer to Pay Now is the newest balance there is.
  const figures = paymentFigures(variant, due, short ? short.available : wallet, payment.toppedUp);
  // The wallet's shortfall, from Pay Now's answer or, before it, from the balance.
  const shortfall = short?.shortfall ?? (variant === "wallet" ? figures.topUp?.amount : undefined);

  /** Spec section 5: a stored booking with an id and a signed-in user, each with its message. */
  const ready = () => {
    if (status === "noBooking") toast.error(t("payment.notFound"));
    else if (status === "needsLogin") toast.error(t("payment.needLogin"));
    return status === "ready";
  };
  const topUpAndPay = (method: string, amount: number) => ready() && void payment.pay({ amount, method });

  return (
    <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <Panel title={t("payment.price")} headingId="payment-price">
          <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="text-sm text-slate-600">
              {t("payment.passengers", { n: booking.adults + booking.children })}
            </span>
            <span className="text-xl font-semibold">{formatPrice(booking.totalPrice, currency, locale)}</span>
          </p>
          {booking.agentSale && <AgentSaleList sale={booking.agentSale} currency={currency} />}
          <p className="mt-2 text-sm text-red-800">{t("payment.noRefund")}</p>
        </Panel>
        {!expired && booking.status === "PENDING_PAYMENT" && (
          <HoldDeadline booking={booking} onExpire={onExpire} />
        )}
        {expired && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
            <p>{t("payment.holdExpired")}</p>
            <a href={path("flights")} className="mt-2 inline-block font-semibold underline">
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
        <PaymentMethods
          variant={variant}
          figures={figures}
          currency={currency}
          expired={expired}
          paying={paying}
          toppedUp={payment.toppedUp}
          onPayFromWallet={() => ready() && void payment.pay()}
          onTopUpAndPay={topUpAndPay}
        />
        {shortfall !== undefined && !expired && (
          // A labelled region, not an alert: the toast says the shortfall once, and an alert
          // would read out the whole top-up form with it.
          <section
            aria-labelledby="short-heading"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4"
          >
            <h2 id="short-heading" className="font-semibold text-amber-900">
              {short
                ? outcomeText(short, t, currency, locale)
                : t("payment.shortBefore", { amount: formatCents(shortfall, currency, locale) })}
            </h2>
            <div className="mt-3">
              <CardForm
                idPrefix="shortfall"
                busy={paying}
                submitLabel={t("payment.topUpShortfall", {
                  amount: formatCents(shortfall, currency, locale),
                })}
                note={t("payment.cardNote", { amount: formatCents(shortfall, currency, locale) })}
                onPay={() => topUpAndPay("card", shortfall)}
              />
              <a
                href={path("paymentKpay")}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
              >
                {t("payment.topUpKpay")}
              </a>
            </div>
          </section>
        )}
      </div>
      <aside>
        <BookingDetails booking={booking} city={city} />
      </aside>
    </div>
  );
}
