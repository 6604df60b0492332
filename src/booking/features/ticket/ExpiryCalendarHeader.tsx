import type { ReactDatePickerCustomHeaderProps } from "react-datepicker";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { CalendarMonthHeader } from "../../../ui/CalendarMonthHeader.tsx";

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
 * The passport-expiry calendar's header: the shared month header (arrows, the month on show, read
 * out as it changes) and a year list. The year list is the browser's own select (keyboard and
 * screen readers know it), its years in the page's digits: react-datepicker's writes years in
 * Latin digits on Myanmar pages and is a list of clickable divs.
 */
export function ExpiryCalendarHeader({ locale, labels, thisYear, changeYear, ...month }: Props) {
  const shownYear = month.monthDate.getFullYear();
  return (
    <CalendarMonthHeader {...month} locale={locale} labels={labels}>
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
    </CalendarMonthHeader>
  );
}
