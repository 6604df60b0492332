import { countryCode, countryOptions } from "../../../domain/countries.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { RequiredMark } from "../../../ui/Field.tsx";

interface Props {
  id: string;
  label: string;
  /** An ISO 3166-1 alpha-2 code, or "" (or older free text, shown as no choice). */
  value: string;
  onChange: (code: string) => void;
  locale: Locale;
  /** The empty choice ("Choose…"). */
  choose: string;
  error?: string;
  required?: boolean;
}

/**
 * A list of every country, Myanmar first and the rest by name in the page's language; the value
 * sent is the country's ISO code (nationality, country of passport).
 */
export function CountrySelect({ id, label, value, onChange, locale, choose, error, required }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </label>
      <select
        id={id}
        required={required}
        value={countryCode(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
      >
        <option value="">{choose}</option>
        {countryOptions(locale).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </div>
  );
}
