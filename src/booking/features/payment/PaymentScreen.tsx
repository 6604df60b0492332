import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { formatCents } from "../../../domain/money.ts";
import { paymentStatus } from "../../../domain/steps.ts";
import { $auth } from "../../../stores/auth.ts";
import { $bookingData } from "../../../stores/booking-data.ts";
import { watchBookingOwner } from "../../../stores/booking-owner.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { myanmarToday, usePriceCurrency } from "../../../ui/use-price-currency.ts";
import { redirectTo, signInAndReturn } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { CardForm } from "./CardForm.tsx";
import { HoldTimer } from "./HoldTimer.tsx";
import { amountDue, type PaymentVariant, PaymentView } from "./PaymentView.tsx";
import { outcomeText, usePayment } from "./use-payment.ts";

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
  const payment = usePayment(t, { userId: user?.id ?? "", bookingId: booking?.id ?? "", currency });
  const [holdOver, setHoldOver] = useState(false);
  const onExpire = useCallback(() => setHoldOver(true), []);
  const expired = holdOver || payment.state.kind === "expired" || booking?.status === "EXPIRED";
  const due = amountDue(booking);
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

  const short = payment.state.kind === "short" ? payment.state.outcome : null;

  return (
    <PaymentView
      variant={variant as PaymentVariant}
      booking={booking}
      status={status}
      expired={expired}
      paying={paying}
      toppedUp={payment.toppedUp}
      shortfall={short ? outcomeText(short, t, currency) : null}
      t={t}
      locale={locale}
      currency={currency}
      city={city}
      timer={booking && <HoldTimer expiresAt={booking.holdExpiresAt} t={t} onExpire={onExpire} />}
      cardForm={
        <CardForm
          idPrefix="card"
          today={myanmarToday()}
          t={t}
          busy={paying}
          disabled={expired}
          submitLabel={t("payment.payNow")}
          busyLabel={t("payment.processing")}
          note={t("payment.cardNote", { amount: formatCents(due, currency) })}
          onPay={() => payByTopUp("card", due)}
        />
      }
      shortfallForm={
        short && (
          <CardForm
            idPrefix="shortfall"
            today={myanmarToday()}
            t={t}
            busy={paying}
            submitLabel={t("payment.topUpShortfall", { amount: formatCents(short.shortfall, currency) })}
            busyLabel={t("payment.processing")}
            note={t("payment.cardNote", { amount: formatCents(short.shortfall, currency) })}
            onPay={() => payByTopUp("card", short.shortfall)}
          />
        )
      }
      onPayFromWallet={payFromWallet}
      onPayByKpay={() => payByTopUp("kpay", due)}
      onSignIn={() => signInAndReturn()}
    />
  );
}
