import { type CardInput, type CardProblem, tidyCardNumber, tidyExpiry } from "../../../domain/card.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { FieldView } from "../../../ui/FieldView.tsx";

/** A card as nothing has been typed yet. */
export const BLANK_CARD: CardInput = { number: "", expiry: "", cvv: "", holder: "" };

export interface CardFormViewProps {
  /** Starts the inputs' ids and names (`card-number`...): two card forms can share a page. */
  idPrefix: string;
  t: Translate;
  card: CardInput;
  /** The first problem found when the form was sent, shown under its field. */
  problem: CardProblem | null;
  busy: boolean;
  /** The booking can no longer be paid (its hold ran out): nothing is topped up. */
  disabled?: boolean | undefined;
  submitLabel: string;
  busyLabel: string;
  note: string;
  onChange?: (field: keyof CardInput, value: string) => void;
  onSubmit?: (event: React.SubmitEvent<HTMLFormElement>) => void;
}

/**
 * The card form (number, MM/YY, CVV/CVN, holder, save card) with its own Pay button. Without
 * hooks, so the page draws it before React arrives (early-payment.ts); CardForm keeps its state.
 */
export function CardFormView({
  idPrefix,
  t,
  card,
  problem,
  busy,
  disabled,
  submitLabel,
  busyLabel,
  note,
  onChange,
  onSubmit,
}: CardFormViewProps) {
  const field = (name: keyof CardInput) => ({
    id: `${idPrefix}-${name}`,
    name: `${idPrefix}-${name}`,
    value: card[name],
    error: problem?.field === name ? t(`payment.${problem.code}` as UIKey) : null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange?.(name, event.currentTarget.value),
    // Once left, the number shows in groups of four and the date as MM/YY ("1229" typed).
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      const tidy = name === "number" ? tidyCardNumber(typed) : name === "expiry" ? tidyExpiry(typed) : typed;
      if (tidy !== typed) onChange?.(name, tidy);
    },
  });
  return (
    <form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={onSubmit}>
      <p className="text-sm text-slate-700 sm:col-span-2">{note}</p>
      <FieldView
        {...field("number")}
        label={t("payment.cardNumber")}
        inputMode="numeric"
        autoComplete="cc-number"
        className="sm:col-span-2"
      />
      <FieldView
        {...field("expiry")}
        label={t("payment.cardExpiry")}
        placeholder="MM/YY"
        autoComplete="cc-exp"
      />
      <FieldView {...field("cvv")} label={t("payment.cardCvv")} inputMode="numeric" autoComplete="cc-csc" />
      <FieldView
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
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
