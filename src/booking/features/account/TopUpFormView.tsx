import type { Ref, SubmitEventHandler } from "react";
import { type Currency, groupThousands } from "../../../domain/money.ts";
import { topUpBounds, topUpCents } from "../../../domain/top-up-amount.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { FieldView } from "../../../ui/FieldView.tsx";
import type { CardField } from "./card-rules.ts";
import { card, primaryButton } from "./classes.ts";
import { MethodPicker } from "./MethodPicker.tsx";
import { TOP_UP_METHODS, type TopUpMethod } from "./top-up-methods.ts";
import { centsIn } from "./wallet-view.ts";

export type TopUpField = "amount" | CardField;

/** The texts of the top-up form and the ledger as first drawn (the page carries them: early-wallet.ts). */
export const TOP_UP_KEYS = [
  "account.wallet.topUp",
  "account.wallet.amount",
  "account.wallet.placeholderMmk",
  "account.wallet.placeholderUsd",
  "account.wallet.bounds",
  "account.wallet.method",
  "account.wallet.kind.mobileBanking",
  "account.wallet.kind.mobilePay",
  "account.wallet.kind.card",
  "account.wallet.kind.online",
  "account.wallet.kpayNote",
  "account.wallet.redirectNote",
  "account.wallet.card.number",
  "account.wallet.card.expiry",
  "account.wallet.card.cvv",
  "account.wallet.card.holder",
  "account.wallet.card.note",
  "account.wallet.topUpButton",
  "account.wallet.transactions",
  "account.wallet.noTransactions",
  "account.wallet.type.TOPUP",
  "account.wallet.type.PAYMENT",
  "account.wallet.type.REFUND",
  "account.wallet.type.CASHBACK",
] as const satisfies readonly UIKey[];

/** Whole units of the chosen currency as the hint writes them (kyat whole, dollars with cents). */
function unitsText(units: number, currency: Currency): string {
  return currency.code === "USD" ? centsIn(units, currency) : `${groupThousands(Math.round(units))} MMK`;
}

export interface TopUpFormViewProps {
  t: Translate;
  currency: Currency;
  /** The chosen currency's rate is known (a top-up can be sent). */
  ready: boolean;
  amount: string;
  method: TopUpMethod;
  errors: Partial<Record<TopUpField, string>>;
  busy: boolean;
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: SubmitEventHandler<HTMLFormElement>;
  onAmount?: (value: string) => void;
  onSelect?: (method: TopUpMethod) => void;
}

/**
 * The top-up form as it looks: the amount in the chosen currency with its bounds, the payment
 * methods and the chosen one's details, and Top up. Without hooks, so the page draws it before
 * the app arrives (early-wallet.ts); TopUpForm keeps its state and sends it.
 */
export function TopUpFormView(props: TopUpFormViewProps) {
  const { t, currency, amount, errors } = props;
  const bounds = topUpBounds(currency);
  const parsed = topUpCents(amount, currency);
  return (
    <form ref={props.formRef} noValidate onSubmit={props.onSubmit} className={`${card} mt-6 space-y-5`}>
      <h2 className="text-lg font-semibold">{t("account.wallet.topUp")}</h2>
      <FieldView
        id="topup-amount"
        label={t("account.wallet.amount", { currency: currency.code })}
        name="amount"
        inputMode={currency.code === "USD" ? "decimal" : "numeric"}
        autoComplete="off"
        placeholder={t(
          currency.code === "USD" ? "account.wallet.placeholderUsd" : "account.wallet.placeholderMmk",
        )}
        value={amount}
        onChange={(event) => props.onAmount?.(event.target.value)}
        hint={`${t("account.wallet.bounds", { min: unitsText(bounds.min, currency), max: unitsText(bounds.max, currency) })}${
          parsed.ok && currency.code === "MMK"
            ? // What the wallet will hold, in dollars and in kyat (the typed kyat rounded to the cent).
              ` ${t("account.wallet.inUsd", {
                usd: centsIn(parsed.cents, { code: "USD", exchangeRate: 1 }),
                amount: centsIn(parsed.cents, currency),
              })}`
            : ""
        }`}
        error={errors.amount}
        required
      />
      <MethodPicker
        t={t}
        methods={TOP_UP_METHODS}
        selected={props.method}
        onSelect={props.onSelect}
        errors={errors}
      />
      <button
        type="submit"
        disabled={!props.ready}
        className={`${primaryButton} w-full sm:w-auto`}
        {...busyButton(props.busy)}
      >
        {props.busy ? t("account.wallet.toppingUp") : t("account.wallet.topUpButton")}
      </button>
    </form>
  );
}
