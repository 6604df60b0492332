import { tidyCardNumber, tidyExpiry } from "../../../domain/card.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { Field } from "../../../ui/Field.tsx";
import { useT } from "../../use-t.ts";
import type { CardField } from "./card-rules.ts";
import type { MethodKind, TopUpMethod } from "./top-up-methods.ts";

const KINDS: MethodKind[] = ["mobileBanking", "mobilePay", "card", "online"];

/** Once a card field is left, it shows as the card does (the form is not React's to redraw). */
function tidyField(input: HTMLInputElement, tidy: (typed: string) => string) {
  input.value = tidy(input.value);
}

/** The payment methods as one radio group by kind, and the chosen method's own details. */
export function MethodPicker(props: {
  methods: readonly TopUpMethod[];
  selected: TopUpMethod;
  onSelect: (method: TopUpMethod) => void;
  errors: Partial<Record<CardField | "amount", string>>;
}) {
  const t = useT();
  const { selected, errors } = props;
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t("account.wallet.method")}</legend>
        <div className="mt-2 space-y-3">
          {KINDS.map((kind) => (
            <div key={kind}>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t(`account.wallet.kind.${kind}` as UIKey)}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                {props.methods
                  .filter((m) => m.kind === kind)
                  .map((m) => (
                    <label
                      key={m.id}
                      className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40"
                    >
                      <input
                        type="radio"
                        name="method"
                        value={m.id}
                        checked={selected.id === m.id}
                        onChange={() => props.onSelect(m)}
                        className="accent-brand-600"
                      />
                      {m.name}
                    </label>
                  ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      {selected.kind === "card" && (
        <div className="grid grid-cols-1 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
          <Field
            label={t("account.wallet.card.number")}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            onBlur={(event) => tidyField(event.currentTarget, tidyCardNumber)}
            required
            error={errors.cardNumber}
            className="sm:col-span-2"
          />
          <Field
            label={t("account.wallet.card.expiry")}
            name="cardExpiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            onBlur={(event) => tidyField(event.currentTarget, tidyExpiry)}
            required
            error={errors.cardExpiry}
          />
          <Field
            label={t("account.wallet.card.cvv")}
            name="cardCvv"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
            error={errors.cardCvv}
          />
          <Field
            label={t("account.wallet.card.holder")}
            name="cardHolder"
            autoComplete="cc-name"
            required
            error={errors.cardHolder}
            className="sm:col-span-2"
          />
          <p className="text-xs text-slate-600 sm:col-span-2">{t("account.wallet.card.note")}</p>
        </div>
      )}
      {selected.kind !== "card" && (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          {t(selected.id === "kpay" ? "account.wallet.kpayNote" : "account.wallet.redirectNote", {
            name: selected.name,
          })}
        </p>
      )}
    </>
  );
}
