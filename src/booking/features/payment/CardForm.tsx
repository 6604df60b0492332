import { useState } from "react";
import { type CardInput, type CardProblem, validateCard } from "../../../domain/card.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Field } from "../../../ui/Field.tsx";

interface Props {
  idPrefix: string;
  today: string;
  t: Translate;
  busy: boolean;
  /** The booking can no longer be paid (its hold ran out): nothing is topped up. */
  disabled?: boolean;
  submitLabel: string;
  busyLabel: string;
  note: string;
  /** Called with a card that passed the checks. */
  onPay: () => void;
}

const blank: CardInput = { number: "", expiry: "", cvv: "", holder: "" };

/** The card form (number, MM/YY, CVV/CVN, holder, save card) with its own Pay button. */
export function CardForm({ idPrefix, today, t, busy, disabled, submitLabel, busyLabel, note, onPay }: Props) {
  const [card, setCard] = useState<CardInput>(blank);
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const error = (field: keyof CardInput) =>
    problem?.field === field ? t(`payment.${problem.code}` as UIKey) : null;
  const set = (field: keyof CardInput) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setCard({ ...card, [field]: event.currentTarget.value });
    if (problem?.field === field) setProblem(null);
  };
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateCard(card, today);
        setProblem(found);
        if (found) document.getElementById(`${idPrefix}-${found.field}`)?.focus();
        else onPay();
      }}
    >
      <p className="text-sm text-slate-700 sm:col-span-2">{note}</p>
      <Field
        id={`${idPrefix}-number`}
        label={t("payment.cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        error={error("number")}
        onChange={set("number")}
        className="sm:col-span-2"
      />
      <Field
        id={`${idPrefix}-expiry`}
        label={t("payment.cardExpiry")}
        placeholder="MM/YY"
        autoComplete="cc-exp"
        value={card.expiry}
        error={error("expiry")}
        onChange={set("expiry")}
      />
      <Field
        id={`${idPrefix}-cvv`}
        label={t("payment.cardCvv")}
        inputMode="numeric"
        autoComplete="cc-csc"
        value={card.cvv}
        error={error("cvv")}
        onChange={set("cvv")}
      />
      <Field
        id={`${idPrefix}-holder`}
        label={t("payment.cardHolder")}
        autoComplete="cc-name"
        value={card.holder}
        error={error("holder")}
        onChange={set("holder")}
        className="sm:col-span-2"
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="size-4" />
        {t("payment.saveCard")}
      </label>
      <p className="text-xs text-slate-600 sm:col-span-2">{t("payment.sandbox")}</p>
      <button
        type="submit"
        disabled={busy || disabled}
        className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
