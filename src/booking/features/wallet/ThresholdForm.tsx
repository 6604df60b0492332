import { useRef, useState } from "react";
import { saveThreshold } from "../../../api/agency.ts";
import { THRESHOLD_MAX_CENTS, THRESHOLD_MIN_CENTS, thresholdCents } from "../../../domain/deposit.ts";
import type { Currency } from "../../../domain/money.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Field } from "../../../ui/Field.tsx";
import toast from "../../../ui/toast.ts";
import { card, primaryButton, secondaryButton } from "../../common/classes.ts";
import { useFieldErrors } from "../../common/use-field-errors.ts";
import { notifyError } from "../../notify-error.ts";
import { useLocale, useT } from "../../use-t.ts";
import { centsIn } from "./wallet-view.ts";

interface Props {
  /** US cents; null: none set. */
  threshold: number | null;
  currency: Currency;
  onSaved: (threshold: number | null) => void;
}

/**
 * An agent's low-balance alert (issue 51): an amount in the chosen currency, kept in US cents;
 * a payment that takes the deposit below it sends one e-mail.
 */
export function ThresholdForm({ threshold, currency, onSaved }: Props) {
  const t = useT();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, fail, clear } = useFieldErrors<"threshold">(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState("");

  async function save(value: number | null) {
    setBusy(true);
    try {
      const saved = await saveThreshold(value);
      setTyped("");
      toast.success(t(saved === null ? "threshold.cleared" : "threshold.saved"));
      onSaved(saved);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const parsed = thresholdCents(typed, currency);
    if (!parsed.ok)
      return fail(
        "threshold",
        t(`threshold.problem.${parsed.problem}` as UIKey, {
          example: currency.code === "USD" ? "250.00" : "500,000",
          min: centsIn(THRESHOLD_MIN_CENTS, currency, locale),
          max: centsIn(THRESHOLD_MAX_CENTS, currency, locale),
        }),
      );
    void save(parsed.cents);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="threshold-heading"
      className={`${card} mt-6`}
    >
      <h2 id="threshold-heading" className="text-lg font-semibold">
        {t("threshold.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("threshold.intro")}</p>
      <p className="mt-3 font-medium" data-testid="threshold-current">
        {threshold === null
          ? t("threshold.none")
          : t("threshold.current", { amount: centsIn(threshold, currency, locale) })}
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <Field
          id="threshold-amount"
          label={t("threshold.amount", { currency: currency.code })}
          name="threshold"
          inputMode={currency.code === "USD" ? "decimal" : "numeric"}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={errors.threshold}
          className="min-w-0 grow basis-56"
        />
        <div className="flex flex-wrap gap-3 sm:mt-6">
          <button type="submit" className={primaryButton} {...busyButton(busy)}>
            {t("threshold.save")}
          </button>
          {threshold !== null && (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void save(null)}>
              {t("threshold.off")}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
