import { useState } from "react";
import { localDigits, toLatinDigits } from "../../../domain/myanmar-digits.ts";
import { formatNrc, NRC_STATES, NRC_TYPES, parseNrc, townshipsOf } from "../../../domain/nrc.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";

interface Props {
  idPrefix: string;
  value: string;
  onChange: (nrcNumber: string) => void;
  locale: Locale;
  t: Translate;
  error?: string | null;
}

interface Parts {
  state: string;
  township: string;
  type: string;
  number: string;
}

const fromValue = (value: string): Parts => {
  const parts = parseNrc(value);
  return parts
    ? { state: String(parts.state), township: parts.township, type: parts.type, number: parts.number }
    : { state: "", township: "", type: "", number: "" };
};

/** The number the selectors make, in the page's script; an unfinished one fails the NRC rule. */
function compose(p: Parts, locale: Locale): string {
  if (!p.state && !p.township && !p.type && !p.number) return "";
  const number = toLatinDigits(p.number);
  if (p.state && p.township && p.type && /^\d{6}$/.test(number))
    return formatNrc(
      { state: Number(p.state), township: p.township, type: p.type, number },
      locale === "my" ? "my" : "en",
    );
  return `${p.state}/${p.township}(${p.type})${number}`;
}

const select =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-base aria-[invalid=true]:border-red-600";

/**
 * NRC selectors for domestic travel: state number, a township of that state, citizenship type,
 * six digits (Latin or Myanmar), saved with the passenger and checked by the shared rule.
 */
export function NrcFields({ idPrefix, value, onChange, locale, t, error }: Props) {
  const [parts, setParts] = useState<Parts>(() => fromValue(value));
  const my = locale === "my";
  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    if (change.state !== undefined) next.township = "";
    setParts(next);
    onChange(compose(next, locale));
  };
  const invalid = error ? true : undefined;
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${idPrefix}-hint${error ? ` ${errorId}` : ""}`}>
      <legend className="text-sm font-medium text-slate-700">{t("ticket.nrcHeading")}</legend>
      <p id={`${idPrefix}-hint`} className="text-xs text-slate-600">
        {t("ticket.nrcHint")}
      </p>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <label className="text-xs text-slate-700">
          {t("ticket.nrcState")}
          <select
            id={idPrefix}
            className={select}
            aria-invalid={invalid}
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
