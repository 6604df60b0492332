import { format } from "date-fns";
import type { ReactNode } from "react";
import type { ReactDatePickerCustomHeaderProps } from "react-datepicker";
import type { Locale } from "../i18n/locales.ts";
import { MYANMAR_MONTH_HEADING, myanmarCalendarLocale } from "./myanmar-calendar.ts";

type Props = Pick<
  ReactDatePickerCustomHeaderProps,
  "monthDate" | "decreaseMonth" | "increaseMonth" | "prevMonthButtonDisabled" | "nextMonthButtonDisabled"
> & {
  locale: Locale;
  labels: { previousMonth: string; nextMonth: string };
  /** Drawn under the month (the expiry calendar's year list). */
  children?: ReactNode;
};

/** The month a calendar shows, as its heading reads it: "December 2026", "၂၀၂၆ ဒီဇင်ဘာ". */
export const calendarMonthHeading = (monthDate: Date, locale: Locale) =>
  locale === "my"
    ? format(monthDate, MYANMAR_MONTH_HEADING, { locale: myanmarCalendarLocale })
    : format(monthDate, "MMMM yyyy");

/**
 * A calendar's header (react-datepicker's `renderCustomHeader`): the month arrows, named in the
 * page's language, and the month on show. The month is the calendar's live region: it is read out
 * whenever the month changes, by an arrow, Page Up/Down or a day's arrow key, in the page's
 * language and digits. react-datepicker's own live region, which reads the year in Latin digits
 * and misses a change by keyboard, is hidden (calendar.css). The arrows keep react-datepicker's
 * classes and look.
 */
export function CalendarMonthHeader({
  monthDate,
  decreaseMonth,
  increaseMonth,
  prevMonthButtonDisabled,
  nextMonthButtonDisabled,
  locale,
  labels,
  children,
}: Props) {
  // react-datepicker's own arrow, absent where the calendar ends.
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
      <h2 className="react-datepicker__current-month" aria-live="polite">
        {calendarMonthHeading(monthDate, locale)}
      </h2>
      {arrow("next", labels.nextMonth, increaseMonth, nextMonthButtonDisabled)}
      {children}
    </div>
  );
}
