import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../api/api-error.ts";
import { topUp } from "../../../api/top-up.ts";
import { localDate } from "../../../domain/dates.ts";
import type { Currency } from "../../../domain/money.ts";
import { topUpCents } from "../../../domain/top-up-amount.ts";
import type { WalletTransaction } from "../../../domain/wallet.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { cardProblem } from "./card-rules.ts";
import { type TopUpField, TopUpFormView } from "./TopUpFormView.tsx";
import { defaultMethod, TOP_UP_METHODS, type TopUpMethod } from "./top-up-methods.ts";
import { useFieldErrors } from "./use-field-errors.ts";
import { useKeptDraft } from "./use-kept-draft.ts";
import { centsIn } from "./wallet-view.ts";

/**
 * The top-up: an amount in the chosen currency, a payment method, and (for cards) the card.
 * Each attempt carries its own Idempotency-Key; a retry of the same attempt after a lost
 * answer reuses it, so the wallet is credited once.
 */
export function TopUpForm(props: {
  variant: string | undefined;
  userId: string;
  currency: Currency;
  ready: boolean;
  onToppedUp: (balance: number, transaction: WalletTransaction) => void;
}) {
  const { currency, ready } = props;
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<TopUpField>(() => formRef.current);
  // The amount and method typed before the session ended, back after the sign-in (the card's
  // details are never kept: they are typed again).
  const kept = useKeptDraft("top-up", props.userId, () =>
    amount.trim() ? { amount, method: method.id } : null,
  );
  const [method, setMethod] = useState<TopUpMethod>(() => keptMethod(kept?.method, props.variant));
  const [amount, setAmount] = useState(kept?.amount ?? "");
  const [busy, setBusy] = useState(false);
  const attempt = useRef<string | null>(null);
  const parsed = topUpCents(amount, currency);

  function newAttempt() {
    attempt.current = null;
  }

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    if (!parsed.ok)
      return fail("amount", (tr) =>
        tr(`account.wallet.amount.${parsed.problem}` as UIKey, {
          // The field's own placeholder, an amount in the form the currency takes.
          example: tr(
            currency.code === "USD" ? "account.wallet.placeholderUsd" : "account.wallet.placeholderMmk",
          ),
        }),
      );
    if (method.kind === "card") {
      const data = new FormData(event.currentTarget);
      const cardValues = {
        cardNumber: String(data.get("cardNumber") ?? ""),
        cardExpiry: String(data.get("cardExpiry") ?? ""),
        cardCvv: String(data.get("cardCvv") ?? ""),
        cardHolder: String(data.get("cardHolder") ?? ""),
      };
      const problem = cardProblem(cardValues, localDate(new Date(), 390));
      if (problem)
        return fail(problem.field, (tr) => tr(`account.wallet.cardProblem.${problem.problem}` as UIKey));
    }
    attempt.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const { data } = await topUp({ amount: parsed.cents, method: method.id }, attempt.current);
      newAttempt();
      setAmount("");
      formRef.current?.reset();
      toast.success(t("account.wallet.toppedUp", { amount: centsIn(data.transaction.amount, currency) }));
      props.onToppedUp(data.balance, data.transaction);
    } catch (error) {
      // An answer (400, 409...) ends the attempt; a lost answer keeps its key for the retry.
      if (error instanceof ApiError && error.kind === "http") newAttempt();
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <TopUpFormView
      t={t}
      currency={currency}
      ready={ready}
      amount={amount}
      method={method}
      errors={errors}
      busy={busy}
      formRef={formRef}
      onSubmit={onSubmit}
      onAmount={(value) => {
        setAmount(value);
        newAttempt();
      }}
      onSelect={(next) => {
        setMethod(next);
        newAttempt();
      }}
    />
  );
}

/** The method kept through a sign-in if this wallet route shows its form, else the route's own. */
function keptMethod(id: string | undefined, variant: string | undefined): TopUpMethod {
  const own = defaultMethod(variant);
  return TOP_UP_METHODS.find((m) => m.id === id && m.route === own.route) ?? own;
}
