import { format } from "date-fns";
import type { ReactDatePickerCustomHeaderProps } from "react-datepicker";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { MYANMAR_MONTH_HEADING, myanmarCalendarLocale } from "../../../ui/myanmar-calendar.ts";

/** How many years after this one the year list offers (a passport is valid for up to 10). */
export const EXPIRY_YEARS_AHEAD = 15;

/**
 * The years the expiry calendar's list offers: this year to EXPIRY_YEARS_AHEAD later, and the
 * year shown if a typed date lies outside them (the list always names the month on show).
 */
export function expiryYears(thisYear: number, shown: number): number[] {
  const years = Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => thisYear + i);
  if (shown < thisYear) return [shown, ...years];
  if (shown > thisYear + EXPIRY_YEARS_AHEAD) return [...years, shown];
  return years;
}

export interface ExpiryHeaderLabels {
  previousMonth: string;
  nextMonth: string;
  year: string;
}

interface Props
  extends Pick<
    ReactDatePickerCustomHeaderProps,
    | "monthDate"
    | "changeYear"
    | "decreaseMonth"
    | "increaseMonth"
    | "prevMonthButtonDisabled"
    | "nextMonthButtonDisabled"
  > {
  locale: Locale;
  labels: ExpiryHeaderLabels;
  thisYear: number;
}

/**
 * The passport-expiry calendar's header: the month arrows, the month on show ("December 2026",
 * "၂၀၂၆ ဒီဇင်ဘာ") and a year list. Drawn by us rather than react-datepicker because its year list
 * writes years in Latin digits on Myanmar pages and names its arrows in English only; the year
 * list is the browser's own select (keyboard and screen readers know it), its years in the page's
 * digits. The arrows keep react-datepicker's classes and look.
 */
export function ExpiryCalendarHeader({
  monthDate,
  changeYear,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
  locale,
  labels,
  thisYear,
}: Props) {
  const myanmar = locale === "my";
  const heading = myanmar
    ? format(monthDate, MYANMAR_MONTH_HEADING, { locale: myanmarCalendarLocale })
    : format(monthDate, "MMMM yyyy");
  const shownYear = monthDate.getFullYear();
  // react-datepicker's own arrow, absent where the calendar ends (before this month).
  const arrow = (side: "previous" | "next", label: string, onClick: () => void, off: boolean) => (
    <button
      type="button"
      className={`react-datepicker__navigation react-datepicker__navigation--${side}`}
      aria-label={label}
      onClick={onClick}
      disabled={off}
      hidden={off}
    >
      <span className={`react-datepicker__navigation-icon react-datepicker__navigation-icon--${side}`} />
    </button>
  );
  return (
    <div className="px-2 pb-1">
      {arrow("previous", labels.previousMonth, decreaseMonth, prevMonthButtonDisabled)}
      {/* Not a live region: react-datepicker announces the month itself when it changes. */}
      <p className="react-datepicker__current-month">{heading}</p>
      {arrow("next", labels.nextMonth, increaseMonth, nextMonthButtonDisabled)}
      <select
        aria-label={labels.year}
        value={shownYear}
        onChange={(event) => changeYear(Number(event.target.value))}
        className="mt-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {expiryYears(thisYear, shownYear).map((year) => (
          <option key={year} value={year}>
            {localDigits(year, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
