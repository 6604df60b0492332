import { useState } from "react";
import {
  type CardInput,
  type CardProblem,
  tidyCardNumber,
  tidyExpiry,
  validateCard,
} from "../../../domain/card.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field } from "../../../ui/Field.tsx";
import { myanmarToday } from "../../../ui/use-price-currency.ts";
import { useT } from "../../use-t.ts";

const BLANK_CARD: CardInput = { number: "", expiry: "", cvv: "", holder: "" };

interface Props {
  /** Starts the inputs' ids and names (`card-number`...): two card forms can share a page. */
  idPrefix: string;
  /** A payment is under way (the button waits). */
  busy: boolean;
  /** The booking can no longer be paid (its hold ran out): nothing is topped up. */
  disabled?: boolean | undefined;
  submitLabel: string;
  note: string;
  /** Called with a card that passed the checks. */
  onPay: () => void;
}

/**
 * The card form (number, MM/YY, CVV/CVN, holder, save card) with its own Pay button, checked on
 * Pay: the first problem is shown under its field and focused.
 */
export function CardForm({ idPrefix, busy, disabled, submitLabel, note, onPay }: Props) {
  const t = useT();
  const [card, setCard] = useState<CardInput>(BLANK_CARD);
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const change = (name: keyof CardInput, value: string) => {
    setCard((current) => ({ ...current, [name]: value }));
    if (problem?.field === name) setProblem(null);
  };
  const field = (name: keyof CardInput) => ({
    id: `${idPrefix}-${name}`,
    name: `${idPrefix}-${name}`,
    value: card[name],
    error: problem?.field === name ? t(`payment.${problem.code}` as UIKey) : null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value),
    // Once left, the number shows in groups of four and the date as MM/YY ("1229" typed).
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      const tidy = name === "number" ? tidyCardNumber(typed) : name === "expiry" ? tidyExpiry(typed) : typed;
      if (tidy !== typed) change(name, tidy);
    },
  });
  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Today as Pay is pressed: a page left open past midnight checks the expiry against the new day.
    const found = validateCard(card, myanmarToday());
    setProblem(found);
    if (found) document.getElementById(`${idPrefix}-${found.field}`)?.focus();
    else onPay();
  };
  return (
    <form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={submit}>
      <p className="text-sm text-slate-700 sm:col-span-2">{note}</p>
      <Field
        {...field("number")}
        label={t("payment.cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        className="sm:col-span-2"
      />
      <Field {...field("expiry")} label={t("payment.cardExpiry")} placeholder="MM/YY" autoComplete="cc-exp" />
      <Field {...field("cvv")} label={t("payment.cardCvv")} inputMode="numeric" autoComplete="cc-csc" />
      <Field
        {...field("holder")}
        label={t("payment.cardHolder")}
        autoComplete="cc-name"
        className="sm:col-span-2"
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name={`${idPrefix}-save`} className="size-4" />
        {t("payment.saveCard")}
      </label>
      <p className="text-xs text-slate-600 sm:col-span-2">{t("payment.sandbox")}</p>
      <button
        type="submit"
        disabled={disabled}
        className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 disabled:opacity-70 aria-disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
        {...busyButton(busy)}
      >
        {busy ? t("payment.processing") : submitLabel}
      </button>
    </form>
  );
}
