import {
  type ChangeEvent,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import DatePicker from "react-datepicker";
import { isIsoDate, typedDate } from "../../../domain/dates.ts";
import { toMyanmarDigits } from "../../../domain/myanmar-digits.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { myanmarCalendarLocale } from "../../../ui/myanmar-calendar.ts";
import { ExpiryCalendarHeader, type ExpiryHeaderLabels } from "./ExpiryCalendarHeader.tsx";

interface Props {
  id: string;
  /** YYYY-MM-DD once a date is picked or typed whole; else the text as typed (the rules refuse it). */
  value: string;
  onChange: (value: string) => void;
  /** The traveller's today (YYYY-MM-DD): the calendar offers no earlier date. */
  today: string;
  locale: Locale;
  invalid: boolean;
  describedBy?: string;
  /** The calendar's texts in the page's language. */
  labels: ExpiryHeaderLabels & {
    /** Its name for screen readers ("Choose the passport expiry date"). */
    calendar: string;
    /** Before a day's date in its name ("Choose"). */
    chooseDay: string;
    /** Before a day's date that cannot be picked ("Not available"). */
    dayUnavailable: string;
    /** Before the month's name on its grid of days ("Month"). */
    month: string;
    /** The empty field's example of a date as it is typed ("e.g. March 2, 2030"). */
    example: string;
  };
}

const toDate = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The open calendar's id and name, for its container (react-datepicker draws it without an id). */
const CalendarName = createContext({ id: "", label: "" });

/** The calendar's container: react-datepicker's own, with the id the field points at and our name. */
function ExpiryCalendar({ className, children }: { className?: string; children?: ReactNode }) {
  const { id, label } = useContext(CalendarName);
  return (
    <div id={id} className={className} role="dialog" aria-modal="true" aria-label={label} translate="no">
      {children}
    </div>
  );
}

/**
 * The passport expiry picker (spec: no past dates, shown like 'MMMM d, yyyy'; in Myanmar as the
 * search panel shows dates, "၂၀၃၀ မတ် ၂"); its own chunk, loaded when a passenger form opens.
 * What is typed is never dropped or moved: a whole date (`typedDate`, which reads the date as
 * either language's field shows it) is taken as typed, a past one too, and anything else stays as
 * typed, so Save says what is wrong (the passport rules) instead of the field going blank or
 * February 30 becoming March 2.
 */
export default function PassportExpiryPicker({
  id,
  value,
  onChange,
  today,
  locale,
  invalid,
  describedBy,
  labels,
}: Props) {
  // The field is a combobox whose popup is the calendar dialog (as the APG's date picker
  // combobox): it says whether the calendar is open and which element it is.
  const [open, setOpen] = useState(false);
  const calendarId = `${id}-calendar`;
  const calendarName = useMemo(
    () => ({ id: calendarId, label: labels.calendar }),
    [calendarId, labels.calendar],
  );
  const picked = isIsoDate(value);
  const myanmar = locale === "my";
  // The last change was typed, not picked: Enter then keeps the typed date (below).
  const typedLast = useRef(false);
  const typed = (event?: ChangeEvent<HTMLInputElement> | MouseEvent | KeyboardEvent) => {
    // Called for typing and for a pick in the calendar; only typing is handled here.
    if (!(event?.target instanceof HTMLInputElement)) return;
    typedLast.current = true;
    event.preventDefault();
    const text = event.target.value;
    onChange(typedDate(text) ?? text);
  };
  return (
    <CalendarName.Provider value={calendarName}>
      <DatePicker
        id={id}
        selected={picked ? toDate(value) : null}
        value={picked ? undefined : value}
        onChange={(date: Date | null, event?: { type: string; target: EventTarget | null }) => {
          // Enter in the field after typing: react-datepicker picks its highlighted day, which
          // for a past date is today (the earliest it offers); the typed date stands instead.
          if (typedLast.current && event?.type === "keydown" && event.target instanceof HTMLInputElement)
            return;
          typedLast.current = false;
          onChange(date ? toIso(date) : "");
        }}
        onChangeRaw={typed}
        dateFormat={myanmar ? "yo MMMM do" : "MMMM d, yyyy"}
        locale={myanmar ? myanmarCalendarLocale : undefined}
        renderDayContents={myanmar ? (day: number) => toMyanmarDigits(String(day)) : undefined}
        // The page's font (Noto Sans Myanmar first), not the calendar stylesheet's Helvetica.
        calendarClassName="font-sans!"
        minDate={toDate(today)}
        renderCustomHeader={(header) => (
          <ExpiryCalendarHeader
            {...header}
            locale={locale}
            labels={labels}
            thisYear={toDate(today).getFullYear()}
          />
        )}
        chooseDayAriaLabelPrefix={labels.chooseDay}
        disabledDayAriaLabelPrefix={labels.dayUnavailable}
        monthAriaLabelPrefix={labels.month}
        autoComplete="off"
        placeholderText={labels.example}
        calendarContainer={ExpiryCalendar}
        onCalendarOpen={() => setOpen(true)}
        onCalendarClose={() => setOpen(false)}
        customInput={
          <input
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            aria-autocomplete="none"
          />
        }
        ariaInvalid={invalid ? "true" : undefined}
        ariaDescribedBy={describedBy}
        wrapperClassName="block w-full"
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600"
      />
    </CalendarName.Provider>
  );
}
