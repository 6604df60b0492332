import { useEffect, useRef } from "react";
import DatePicker from "react-datepicker";
import { toMyanmarDigits } from "../../domain/myanmar-digits.ts";
import type { Locale } from "../../i18n/locales.ts";
import { CalendarMonthHeader } from "../../ui/CalendarMonthHeader.tsx";
import { myanmarCalendarLocale } from "../../ui/myanmar-calendar.ts";

interface Props {
  locale: Locale;
  labels: { previous: string; next: string; chooseDay: string; dayUnavailable: string; month: string };
  /** ISO dates (YYYY-MM-DD). */
  selected: string | null;
  min: string;
  max: string;
  onSelect: (date: string) => void;
}

const toDate = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * react-datepicker's calendar, loaded only when a date field first opens (DateField brings its CSS). The
 * keyboard moves between days (arrows, Page Up/Down for months) and Enter picks one; the month's
 * heading reads a change of month out (CalendarMonthHeader).
 */
export default function Calendar({ selected, min, max, onSelect, locale, labels }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const myanmar = locale === "my";
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus();
  }, []);
  return (
    <div ref={box} className="[&_.react-datepicker]:font-sans!">
      <DatePicker
        inline
        selected={selected ? toDate(selected) : null}
        openToDate={toDate(selected ?? min)}
        minDate={toDate(min)}
        maxDate={toDate(max)}
        dateFormat="MMMM d, yyyy"
        locale={myanmar ? myanmarCalendarLocale : undefined}
        renderDayContents={myanmar ? (day: number) => toMyanmarDigits(String(day)) : undefined}
        chooseDayAriaLabelPrefix={labels.chooseDay}
        disabledDayAriaLabelPrefix={labels.dayUnavailable}
        monthAriaLabelPrefix={labels.month}
        renderCustomHeader={(header) => (
          <CalendarMonthHeader
            {...header}
            locale={locale}
            labels={{ previousMonth: labels.previous, nextMonth: labels.next }}
          />
        )}
        onChange={(date: Date | null) => date && onSelect(toIso(date))}
      />
    </div>
  );
}
