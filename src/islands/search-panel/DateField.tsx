import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { searchDate } from "../../domain/dates.ts";
import type { Locale } from "../../i18n/locales.ts";
import { useKeepInViewport } from "../../ui/keep-in-viewport.ts";
import { loadCalendarStyles } from "../../ui/stylesheet.ts";
import { useLoaded } from "../../ui/use-loaded.ts";
import type { PanelT } from "./strings.ts";
import { useDismiss } from "./use-dismiss.ts";

/**
 * sessionStorage: the date field whose calendar is being fetched. Should its code fail to come,
 * the page's retry policy reloads the page (LoadFailedNotice.astro); the panel's draft
 * (saveSearchDraft) and this field's open calendar then come back.
 */
const REOPEN_KEY = "calendarReopen";

/** The calendar's code and its stylesheet, fetched the first time a date field opens. */
async function loadCalendar() {
  const [calendar] = await Promise.all([import("./Calendar.tsx"), loadCalendarStyles()]);
  return calendar.default;
}

/** Remembers (or, null, forgets) which field's calendar is on its way. */
function noteFetching(name: string | null): void {
  try {
    if (name) sessionStorage.setItem(REOPEN_KEY, name);
    else sessionStorage.removeItem(REOPEN_KEY);
  } catch {
    // No storage (a private mode): a reload brings the page back with the calendar closed.
  }
}

/** True once if the page was reloaded while `name`'s calendar was on its way (then forgotten). */
function reopenAfterReload(name: string): boolean {
  try {
    if (sessionStorage.getItem(REOPEN_KEY) !== name) return false;
    sessionStorage.removeItem(REOPEN_KEY);
    return true;
  } catch {
    return false;
  }
}

interface Props {
  /** Which of the panel's date fields this is (kept across a reload that brings the calendar). */
  name: string;
  locale: Locale;
  label: string;
  dialogLabel: string;
  value: string | null;
  min: string;
  max: string;
  onChange: (date: string) => void;
  t: PanelT;
  invalid?: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  disabled?: boolean;
  /**
   * The field is the right one of two sharing a row (below `lg`): its calendar opens leftwards
   * from the field's right edge, not past the screen's (a 390 px phone's half is 175 px).
   */
  alignEnd?: boolean;
}

/**
 * A date field: a button showing the date as 'MMMM d, yyyy' (Myanmar: `searchDate`) that opens the calendar in a small
 * dialog. The calendar's code and CSS arrive the first time one opens.
 */
export function DateField({
  name,
  label,
  dialogLabel,
  locale,
  value,
  min,
  max,
  onChange,
  t,
  invalid,
  buttonRef,
  disabled,
  alignEnd = false,
}: Props) {
  const labelId = useId();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const calendar = useLoaded(loadCalendar, open);
  const Calendar = calendar.value;
  // Kept while the calendar is open and not there, also once it failed: the policy's reload may
  // come after the failure has been drawn. Forgotten once it is there or closed.
  const waiting = open && !Calendar;
  useEffect(() => {
    if (!waiting) return;
    noteFetching(name);
    return () => noteFetching(null);
  }, [waiting, name]);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, buttonRef);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    if (!reopenAfterReload(name)) return;
    setOpen(true);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);
  const popup = useRef<HTMLDivElement>(null);
  useKeepInViewport(popup, open);
  // The calendar, once there, brings itself into view by focusing its day; its stand-in for a
  // calendar that could not load is brought into view here (on a phone it opened below the fold,
  // its message cut off).
  useEffect(() => {
    if (open && calendar.failed) popup.current?.scrollIntoView({ block: "nearest" });
  }, [open, calendar.failed]);
  return (
    <div ref={ref} className="relative flex h-full flex-col">
      <span id={labelId} className="block text-sm font-semibold text-slate-700">
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-invalid={invalid || undefined}
        onClick={() => setOpen(!open)}
        className="mt-1 flex min-h-12 w-full grow items-center rounded-lg border border-slate-300 bg-white px-3 text-left text-base hover:border-brand-500 aria-invalid:border-red-600"
      >
        {/* Two lines at most on a phone, where two date fields share a row: "September 30, 2027"
            does not fit half of a 390 px screen on one line and was cut short. Burmese needs
            taller lines for its stacked signs, which the clamp would cut off. */}
        <span
          id={`${labelId}-value`}
          className={`line-clamp-2 leading-tight sm:line-clamp-none sm:truncate [:lang(my)_&]:leading-[1.8] ${value ? "text-ink" : "text-slate-500"}`}
        >
          {value ? searchDate(value, locale) : t("searchPanel.selectDate")}
        </span>
      </button>
      {open && (
        <div
          ref={popup}
          id={dialogId}
          role="dialog"
          aria-label={dialogLabel}
          className={`absolute top-full z-40 mt-2 max-w-[calc(100vw-16px)] overflow-x-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${alignEnd ? "right-0 lg:right-auto lg:left-0" : "left-0"}`}
        >
          {Calendar ? (
            <Calendar
              locale={locale}
              labels={{
                previous: t("searchPanel.previousMonth"),
                next: t("searchPanel.nextMonth"),
                chooseDay: t("searchPanel.chooseDay"),
                dayUnavailable: t("searchPanel.dayUnavailable"),
                month: t("searchPanel.month"),
              }}
              selected={value}
              min={min}
              max={max}
              onSelect={(date) => {
                onChange(date);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          ) : calendar.failed ? (
            // The calendar's code could not be downloaded, even after the page's one reload (a
            // dropped connection): the browser's own date field takes its place, so the search can
            // go on, and Try again reloads the page (the draft and this open calendar come back).
            <div className="w-60 space-y-3 p-2 text-sm">
              <p role="alert">{t("searchPanel.calendarFailed")}</p>
              <input
                type="date"
                aria-label={dialogLabel}
                min={min}
                max={max}
                value={value ?? ""}
                onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
                className="min-h-11 w-full rounded-lg border border-slate-300 px-2 text-base"
              />
              <button
                type="button"
                onClick={() => {
                  noteFetching(name);
                  location.reload();
                }}
                className="rounded-lg border border-brand-600 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("app.tryAgain")}
              </button>
            </div>
          ) : (
            <p className="grid h-64 w-60 place-items-center text-sm">{t("searchPanel.loadingCalendar")}</p>
          )}
        </div>
      )}
    </div>
  );
}
