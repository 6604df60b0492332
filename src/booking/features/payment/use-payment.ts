import { useRef, useState } from "react";
import { checkPayment } from "../../../api/check-payment.ts";
import { newIdempotencyKey } from "../../../api/idempotency-key.ts";
import { topUp } from "../../../api/top-up.ts";
import { type Currency, formatCents, type PriceLocale } from "../../../domain/money.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import { keptAfter, type PaymentOutcome, topUpStillNeeded } from "../../../domain/payment-result.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { markBookingPaid } from "../../../stores/booking-data.ts";
import { $topUpRecord, saveTopUpRecord, topUpKey, topUpRecordFor } from "../../../stores/top-up-record.ts";
import toast from "../../../ui/toast.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { notifyError } from "../../notify-error.ts";
import { refusalText } from "../../refusal-text.ts";
import { navigate } from "../../router.ts";
import { useLocale } from "../../use-t.ts";

/** Where a payment attempt stands; one value, so the screen cannot show two states at once. */
export type PaymentState =
  | { kind: "idle" }
  | { kind: "paying" }
  | { kind: "short"; outcome: Extract<PaymentOutcome, { kind: "short" }> }
  | { kind: "expired" };

/**
 * The words of a payment answer in the page's language (spec section 8). A short balance gives
 * the spec's dollars ("Required: $1079.00"), or, on a page showing kyat, the amounts in kyat as
 * every other figure of the page ("Required: 2,265,900 MMK"); in the page's digits.
 */
export function outcomeText(
  outcome: PaymentOutcome,
  t: Translate,
  currency: Currency,
  locale: PriceLocale,
): string {
  if (outcome.kind === "short")
    return t(
      "payment.notEnough",
      currency.code === "MMK"
        ? {
            required: formatCents(outcome.required, currency, locale),
            available: formatCents(outcome.available, currency, locale),
          }
        : {
            required: `$${localDigits(outcome.params.required, locale)}`,
            available: `$${localDigits(outcome.params.available, locale)}`,
          },
    );
  if (outcome.code === "payment.server")
    return (outcome.refused ? refusalText(outcome.refused) : undefined) ?? outcome.message;
  return t(outcome.code as UIKey);
}

/**
 * Pay Now: optionally tops the wallet up first (card, KBZPay, or the shortfall), then pays from
 * the wallet, in one action. One attempt at a time, so a double click pays once; a top-up's
 * Idempotency-Key is kept until it succeeds, so a retry after a timeout credits once, and money
 * topped up before a failed payment is not topped up again while the wallet still holds it. Both
 * are stored with the booking's id ($topUpRecord), so a reload changes neither.
 */
export function usePayment(t: Translate, input: { userId: string; bookingId: string; currency: Currency }) {
  const locale = useLocale();
  const [state, setState] = useState<PaymentState>({ kind: "idle" });
  // Attempts ended, so that what they changed (the wallet) is asked for again.
  const [attempts, setAttempts] = useState(0);
  const busy = useRef(false);
  // Nothing kept while the stored record is not known yet (the page hydrating).
  const toppedUp = topUpRecordFor(useStored($topUpRecord) ?? null, input.bookingId).kept;

  const pay = async (topUpFirst?: { amount: number; method: string }) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: "paying" });
    const { bookingId } = input;
    const record = topUpRecordFor($topUpRecord.get(), bookingId);
    let kept = record.kept;
    try {
      const amount = topUpFirst ? topUpStillNeeded(topUpFirst.amount, kept) : 0;
      if (topUpFirst && amount > 0) {
        // Saved before the call: a reload while it is on its way retries under the same key.
        const { method } = topUpFirst;
        const key = topUpKey(record, amount, method, newIdempotencyKey());
        saveTopUpRecord({ bookingId, kept, pending: { key, amount, method } });
        await topUp({ amount, method }, key);
        kept += amount;
        saveTopUpRecord({ bookingId, kept, pending: null });
      }
      const outcome = await checkPayment({ userId: input.userId, flightId: bookingId });
      saveTopUpRecord({ bookingId, kept: keptAfter(outcome, kept), pending: null });
      if (outcome.kind === "paid") {
        markBookingPaid(new Date().toISOString(), outcome.eticketTo);
        toast.success(t("payment.success"));
        navigate("paymentComplete");
        return;
      }
      if (outcome.kind === "short") {
        setState({ kind: "short", outcome });
        toast.error(outcomeText(outcome, t, input.currency, locale));
        return;
      }
      if (outcome.kind === "expired") {
        setState({ kind: "expired" });
        return;
      }
      toast.error(outcomeText(outcome, t, input.currency, locale));
      setState({ kind: "idle" });
    } catch (error) {
      notifyError(error, t);
      setState({ kind: "idle" });
    } finally {
      busy.current = false;
      setAttempts((n) => n + 1);
    }
  };

  return { state, pay, toppedUp, attempts };
}
