import { useState } from "react";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import {
  composeNrc,
  NRC_STATES,
  NRC_TYPES,
  type NrcDraft,
  readNrcDraft,
  townshipsOf,
} from "../../../domain/nrc.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { RequiredMark } from "../../../ui/Field.tsx";

interface Props {
  idPrefix: string;
  value: string;
  onChange: (nrcNumber: string) => void;
  locale: Locale;
  t: Translate;
  error?: string | null;
  /** The fare needs this passenger's NRC. */
  required?: boolean;
  /** A line under the heading (what the NRC stands for on this trip); none when not given. */
  hint?: string;
}

const select =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-base aria-[invalid=true]:border-red-600";

/**
 * NRC selectors for domestic travel: state number, a township of that state, citizenship type,
 * six digits (Latin or Myanmar), saved with the passenger and checked by the shared rule.
 */
export function NrcFields({ idPrefix, value, onChange, locale, t, error, required, hint }: Props) {
  // An unfinished number comes back as typed, so the form shows what the rule refuses.
  const [parts, setParts] = useState<NrcDraft>(() => readNrcDraft(value));
  const my = locale === "my";
  const update = (change: Partial<NrcDraft>) => {
    const next = { ...parts, ...change };
    if (change.state !== undefined) next.township = "";
    setParts(next);
    onChange(composeNrc(next, locale === "my" ? "my" : "en"));
  };
  const invalid = error ? true : undefined;
  const errorId = `${idPrefix}-error`;
  const describedBy = [hint ? `${idPrefix}-hint` : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <fieldset className="sm:col-span-2" aria-describedby={describedBy || undefined}>
      <legend className="text-base font-semibold text-slate-900">
        {t("ticket.nrcHeading")}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${idPrefix}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className="text-xs text-slate-700">
          {t("ticket.nrcState")}
          <select
            id={idPrefix}
            className={select}
            aria-invalid={invalid}
            required={required}
            value={parts.state}
            onChange={(e) => update({ state: e.currentTarget.value })}
          >
            <option value="">–</option>
            {NRC_STATES.map((n) => (
              <option key={n} value={n}>
                {localDigits(n, locale)}/
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-slate-700">
          {t("ticket.nrcTownship")}
          <select
            className={select}
            aria-invalid={invalid}
            required={required}
            value={parts.township}
            disabled={!parts.state}
            onChange={(e) => update({ township: e.currentTarget.value })}
          >
            <option value="">–</option>
            {townshipsOf(Number(parts.state)).map((town) => (
              <option key={town.code} value={town.code}>
                {my ? town.my : town.code}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-slate-700">
          {t("ticket.nrcType")}
          <select
            className={select}
            aria-invalid={invalid}
            required={required}
            value={parts.type}
            onChange={(e) => update({ type: e.currentTarget.value })}
          >
            <option value="">–</option>
            {NRC_TYPES.map((type) => (
              <option key={type.code} value={type.code}>
                ({my ? `${type.my} ${type.code}` : type.code})
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs text-slate-700">
          {t("ticket.nrcNumber")}
          <input
            className={select}
            aria-invalid={invalid}
            required={required}
            inputMode="numeric"
            maxLength={6}
            value={parts.number}
            onChange={(e) => update({ number: e.currentTarget.value.replace(/[^0-9\u1040-\u1049]/g, "") })}
          />
        </label>
      </div>
      <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
