import { useState } from "react";
import { type DateParts, datePartsOf, joinDateParts } from "../domain/date-parts.ts";
import { monthNames } from "../domain/dates.ts";
import { localDigits } from "../domain/myanmar-digits.ts";
import { RequiredMark } from "./Field.tsx";

interface Props {
  /** The day's input; the month's and year's are `${id}-month` and `${id}-year`. */
  id: string;
  /** The date's name, the group's legend ("Date of birth"). */
  label: string;
  /** YYYY-MM-DD, or day/month/year as `joinDateParts` keeps an unfinished date. */
  value: string;
  onChange: (value: string) => void;
  locale: "en" | "my";
  /** The three fields' names in the page's language, and the month list's empty choice. */
  labels: { day: string; month: string; year: string; chooseMonth: string };
  hint?: string;
  error?: string | null;
  required?: boolean;
}

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600";
const digitsOnly = (text: string) => text.replace(/[^0-9\u1040-\u1049]/g, "");

/**
 * A date as three labelled fields: day, month by name in the page's language, four-digit year.
 * No field's order or format can be misread (a native `mm/dd/yyyy` field can on a Myanmar
 * page), and day and year take Latin or Myanmar digits. The value is YYYY-MM-DD once the date
 * is whole and real; before that it is day/month/year as typed, which the rules refuse.
 */
export function DayMonthYearField({
  id,
  label,
  value,
  onChange,
  locale,
  labels,
  hint,
  error,
  required,
}: Props) {
  const [parts, setParts] = useState<DateParts>(() => {
    const stored = datePartsOf(value);
    return { ...stored, day: localDigits(stored.day, locale), year: localDigits(stored.year, locale) };
  });
  const update = (change: Partial<DateParts>) => {
    const next = { ...parts, ...change };
    setParts(next);
    onChange(joinDateParts(next));
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const common = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    required,
    className: control,
  };
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="grid grid-cols-[4.5rem_minmax(0,1fr)_6rem] gap-2">
        <label className="mt-1 text-xs text-slate-700">
          {labels.day}
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={parts.day}
            onChange={(e) => update({ day: digitsOnly(e.currentTarget.value) })}
            {...common}
          />
        </label>
        <label className="mt-1 text-xs text-slate-700">
          {labels.month}
          <select
            id={`${id}-month`}
            value={parts.month}
            onChange={(e) => update({ month: e.currentTarget.value })}
            {...common}
          >
            <option value="">{labels.chooseMonth}</option>
            {monthNames(locale).map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="mt-1 text-xs text-slate-700">
          {labels.year}
          <input
            id={`${id}-year`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={parts.year}
            onChange={(e) => update({ year: digitsOnly(e.currentTarget.value) })}
            {...common}
          />
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
