import { useRef, useState } from "react";
import { attemptEnded } from "../../../api/idempotency-key.ts";
import { topUp } from "../../../api/top-up.ts";
import { localDate } from "../../../domain/dates.ts";
import { type Currency, formatUnits } from "../../../domain/money.ts";
import { topUpBounds, topUpCents } from "../../../domain/top-up-amount.ts";
import type { WalletTransaction } from "../../../domain/wallet.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";
import { card, primaryButton } from "../../common/classes.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { useKeptDraft } from "../../common/use-kept-draft.ts";
import { notifyError } from "../../notify-error.ts";
import { useLocale, useT } from "../../use-t.ts";
import { type CardField, cardProblem } from "./card-rules.ts";
import { MethodPicker } from "./MethodPicker.tsx";
import { defaultMethod, TOP_UP_METHODS, type TopUpMethod } from "./top-up-methods.ts";
import { centsIn } from "./wallet-view.ts";

type TopUpField = "amount" | CardField;

interface Props {
  /** The wallet route's form: `card`, `kpay`, or none (the mobile-banking list). */
  variant: string | undefined;
  userId: string;
  currency: Currency;
  /** The chosen currency's rate is known (a top-up can be sent). */
  ready: boolean;
  onToppedUp: (balance: number, transaction: WalletTransaction) => void;
}

/**
 * The top-up: an amount in the chosen currency with its bounds, a payment method, and (for
 * cards) the card. Each attempt carries its own Idempotency-Key; a retry of the same attempt
 * after a lost answer reuses it, so the wallet is credited once.
 */
export function TopUpForm({ variant, userId, currency, ready, onToppedUp }: Props) {
  const t = useT();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<TopUpField>(() => formRef.current);
  // The amount and method typed before the session ended, back after the sign-in (the card's
  // details are never kept: they are typed again).
  const kept = useKeptDraft("top-up", userId, () => (amount.trim() ? { amount, method: method.id } : null));
  const [method, setMethod] = useState<TopUpMethod>(() => keptMethod(kept?.method, variant));
  const [amount, setAmount] = useState(kept?.amount ?? "");
  const [busy, setBusy] = useState(false);
  const attempt = useRef<string | null>(null);
  const parsed = topUpCents(amount, currency);
  const bounds = topUpBounds(currency);

  function newAttempt() {
    attempt.current = null;
  }

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    if (!parsed.ok)
      return fail(
        "amount",
        t(`account.wallet.amount.${parsed.problem}` as UIKey, {
          // The field's own placeholder, an amount in the form the currency takes.
          example: t(
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
      if (problem) return fail(problem.field, t(`account.wallet.cardProblem.${problem.problem}` as UIKey));
    }
    attempt.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const credited = await topUp({ amount: parsed.cents, method: method.id }, attempt.current);
      newAttempt();
      setAmount("");
      formRef.current?.reset();
      toast.success(
        t("account.wallet.toppedUp", { amount: centsIn(credited.transaction.amount, currency, locale) }),
      );
      onToppedUp(credited.balance, credited.transaction);
    } catch (error) {
      // A refusal (a declined card) ends the attempt; a lost answer or a provider that did not
      // answer in time (503 TOP_UP_PENDING) keeps its key, so the retry is credited once.
      if (attemptEnded(error)) newAttempt();
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
        hint={`${t("account.wallet.bounds", { min: formatUnits(bounds.min, currency, locale), max: formatUnits(bounds.max, currency, locale) })}${
          parsed.ok && currency.code === "MMK"
            ? // What the wallet will hold, in dollars and in kyat (the typed kyat rounded to the cent).
              ` ${t("account.wallet.inUsd", {
                usd: centsIn(parsed.cents, { code: "USD", exchangeRate: 1 }, locale),
                amount: centsIn(parsed.cents, currency, locale),
              })}`
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
      <button
        type="submit"
        disabled={!ready}
        className={`${primaryButton} w-full sm:w-auto`}
        {...busyButton(busy)}
      >
        {busy ? t("account.wallet.toppingUp") : t("account.wallet.topUpButton")}
      </button>
    </form>
  );
}

/** The method kept through a sign-in if this wallet route shows its form, else the route's own. */
function keptMethod(id: string | undefined, variant: string | undefined): TopUpMethod {
  const own = defaultMethod(variant);
  return TOP_UP_METHODS.find((m) => m.id === id && m.route === own.route) ?? own;
}
