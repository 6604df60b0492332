import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../api/api-error.ts";
import { topUp } from "../../../api/top-up.ts";
import { localDate } from "../../../domain/dates.ts";
import { type Currency, groupThousands } from "../../../domain/money.ts";
import { topUpBounds, topUpCents } from "../../../domain/top-up-amount.ts";
import type { WalletTransaction } from "../../../domain/wallet.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { Field } from "../../../ui/Field.tsx";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";
import { type CardField, cardProblem } from "./card-rules.ts";
import { card, primaryButton } from "./classes.ts";
import { MethodPicker } from "./MethodPicker.tsx";
import { defaultMethod, TOP_UP_METHODS, type TopUpMethod } from "./top-up-methods.ts";
import { useFieldErrors } from "./use-field-errors.ts";
import { centsIn } from "./wallet-view.ts";

type TopUpField = "amount" | CardField;

/** Whole units of the chosen currency as the hint writes them (kyat whole, dollars with cents). */
function unitsText(units: number, currency: Currency): string {
  return currency.code === "USD" ? centsIn(units, currency) : `${groupThousands(Math.round(units))} MMK`;
}

/**
 * The top-up: an amount in the chosen currency, a payment method, and (for cards) the card.
 * Each attempt carries its own Idempotency-Key; a retry of the same attempt after a lost
 * answer reuses it, so the wallet is credited once.
 */
export function TopUpForm(props: {
  variant: string | undefined;
  currency: Currency;
  ready: boolean;
  onToppedUp: (balance: number, transaction: WalletTransaction) => void;
}) {
  const { currency, ready } = props;
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<TopUpField>(() => formRef.current);
  const [method, setMethod] = useState<TopUpMethod>(() => defaultMethod(props.variant));
  const [amount, setAmount] = useState("");
  const [busy, setBusy] = useState(false);
  const attempt = useRef<string | null>(null);
  const bounds = topUpBounds(currency);
  const parsed = topUpCents(amount, currency);

  function newAttempt() {
    attempt.current = null;
  }

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    if (!parsed.ok) return fail("amount", t(`account.wallet.amount.${parsed.problem}` as UIKey));
    if (method.kind === "card") {
      const data = new FormData(event.currentTarget);
      const cardValues = {
        cardNumber: String(data.get("cardNumber") ?? ""),
        cardExpiry: String(data.get("cardExpiry") ?? ""),
        cardCvv: String(data.get("cardCvv") ?? ""),
        cardHolder: String(data.get("cardHolder") ?? ""),
      };
      const problem = cardProblem(cardValues, localDate(new Date(), 390));
      if (problem) return fail(problem.field, t(`account.wallet.card.${problem.problem}` as UIKey));
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
    <form ref={formRef} noValidate onSubmit={onSubmit} className={`${card} mt-6 space-y-5`}>
      <h2 className="text-lg font-semibold">{t("account.wallet.topUp")}</h2>
      <Field
        label={t("account.wallet.amount", { currency: currency.code })}
        name="amount"
        inputMode={currency.code === "USD" ? "decimal" : "numeric"}
        autoComplete="off"
        placeholder={t(
          currency.code === "USD" ? "account.wallet.placeholderUsd" : "account.wallet.placeholderMmk",
        )}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          newAttempt();
        }}
        hint={`${t("account.wallet.bounds", { min: unitsText(bounds.min, currency), max: unitsText(bounds.max, currency) })}${
          parsed.ok && currency.code === "MMK"
            ? ` ${t("account.wallet.inUsd", { usd: centsIn(parsed.cents, { code: "USD", exchangeRate: 1 }) })}`
            : ""
        }`}
        error={errors.amount}
        required
      />
      <MethodPicker
        methods={TOP_UP_METHODS}
        selected={method}
        onSelect={(next) => {
          setMethod(next);
          newAttempt();
        }}
        errors={errors}
      />
      <button type="submit" disabled={busy || !ready} className={`${primaryButton} w-full sm:w-auto`}>
        {busy ? t("account.wallet.toppingUp") : t("account.wallet.topUpButton")}
      </button>
    </form>
  );
}
