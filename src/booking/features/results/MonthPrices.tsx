import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { worthRetrying } from "../../../api/api-error.ts";
import { fetchMonthPrices } from "../../../api/cheapest-dates.ts";
import {
  addDays,
  daysBetween,
  localDate,
  MYANMAR_SHORT_WEEKDAYS,
  MYANMAR_WEEKDAYS,
  searchDate,
  WEEKDAY_NAMES,
} from "../../../domain/dates.ts";
import {
  bookableMonths,
  cellPrice,
  cheapestDays,
  monthGrid,
  monthOf,
  shiftMonth,
} from "../../../domain/month-prices.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import { type CheapestDay, isSearchableDay } from "../../../domain/search-day.ts";
import { HOME_UTC_OFFSET } from "../../../domain/search-form.ts";
import { MAX_DAYS_AHEAD, type SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { calendarMonthHeading } from "../../../ui/CalendarMonthHeader.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useCurrency } from "../../common/use-currency.ts";

interface Props {
  open: boolean;
  params: SearchParams;
  t: Translate;
  locale: Locale;
  /** The exact price of a day, in the chosen currency (a day's label). */
  price: (usd: string) => string;
  onClose: () => void;
  /** A day with flights was picked: search it. */
  onPick: (date: string) => void;
}

/** A month's days as loaded, or why not. */
type MonthState = CheapestDay[] | "failed";

/**
 * Days of the week as the column headings write them, Sunday first: short, narrow (a phone with
 * its text at 200 %: "Mo"; Myanmar's short names are already), and in full.
 */
const weekdays = (locale: Locale) =>
  locale === "my"
    ? MYANMAR_SHORT_WEEKDAYS.map((short, i) => ({ short, narrow: short, full: MYANMAR_WEEKDAYS[i] ?? short }))
    : WEEKDAY_NAMES.map((full) => ({ short: full.slice(0, 3), narrow: full.slice(0, 2), full }));

/** A day as its label reads it: "Tuesday, December 1, 2026"; "၂၀၂၆ ဒီဇင်ဘာ ၁ အင်္ဂါ". */
function spokenDate(date: string, locale: Locale): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return locale === "my"
    ? `${searchDate(date, "my")} ${MYANMAR_WEEKDAYS[weekday] ?? ""}`
    : `${WEEKDAY_NAMES[weekday] ?? ""}, ${searchDate(date)}`;
}

/** How far the keys move the focused day. */
const STEPS: Record<string, number | undefined> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month of prices (issue 49 §5), opened from the date strip: a calendar month with the
 * cheapest fare of each day in the chosen currency, the days in the lowest price band starred
 * (with a legend), days with nothing flying or past marked as such, and the months a search can
 * reach. A dialog; on phones a full-screen sheet. The arrow keys move between days (into the next
 * or previous month at its edges), Page Up and Page Down between months, Enter picks a day;
 * Escape closes and gives the focus back to the button that opened it. Loaded with its first
 * opening.
 */
export default function MonthPrices({ open, params, t, locale, price, onClose, onPick }: Props) {
  const today = localDate(new Date(), HOME_UTC_OFFSET);
  const range = bookableMonths(today, MAX_DAYS_AHEAD);
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  const [focus, setFocus] = useState(params.departureDate);
  const [month, setMonth] = useState(monthOf(params.departureDate));
  const [loaded, setLoaded] = useState<Record<string, MonthState>>({});
  const [attempt, setAttempt] = useState(0);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const { currency } = useCurrency();
  const stay = params.returnDate ? daysBetween(params.departureDate, params.returnDate) : null;
  // What the days' prices depend on beside the month: the search without its dates (a round
  // trip's length instead), so another day of the same search reads the months loaded already.
  const searchKey = JSON.stringify({ ...params, departureDate: null, returnDate: stay });
  const key = `${searchKey}|${month}`;
  const days = loaded[key];

  // Each opening starts at the searched day, focused.
  useEffect(() => {
    if (!open) return;
    setFocus(params.departureDate);
    setMonth(monthOf(params.departureDate));
    moved.current = true;
  }, [open, params.departureDate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the search and month (`attempt` asks again).
  useEffect(() => {
    if (!open || Array.isArray(loaded[key])) return;
    const controller = new AbortController();
    setLoaded((all) => {
      const { [key]: _failed, ...rest } = all;
      return rest;
    });
    fetchMonthPrices(params, month, controller.signal)
      .then((data) => setLoaded((all) => ({ ...all, [key]: data })))
      .catch(
        (error: unknown) =>
          !controller.signal.aborted &&
          setLoaded((all) => ({ ...all, [key]: worthRetrying(error) ? "failed" : [] })),
      );
    return () => controller.abort();
  }, [open, key, attempt]);

  // The focused day takes the focus once drawn (after the dialog has opened: a frame later).
  useEffect(() => {
    if (!open || !moved.current) return;
    const frame = requestAnimationFrame(() => {
      moved.current = false;
      grid.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, focus]);

  const byDate = new Map((Array.isArray(days) ? days : []).map((day) => [day.date, day]));
  const searchable = (Array.isArray(days) ? days : []).filter((day) => isSearchableDay(day, today));
  const lowest = cheapestDays(searchable);
  const weeks = monthGrid(month);
  const tabbable = monthOf(focus) === month ? focus : `${month}-01`;
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);

  /** Moves the focus to a day, into its month when that month can be booked. */
  const moveTo = (date: string) => {
    const target = monthOf(date);
    if (target < range.first || target > range.last) return;
    moved.current = true;
    setFocus(date);
    setMonth(target);
  };
  const showMonth = (n: number) => {
    const target = shiftMonth(month, n);
    if (target < range.first || target > range.last) return;
    // The arrow that disappears at the end of the range hands the focus to the month's first day.
    if (target === range.first || target === range.last) moved.current = true;
    setMonth(target);
    setFocus(`${target}-01`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = (event.target as HTMLElement).dataset.date;
    if (!target) return;
    // A key pressed before the last move's focus landed (a frame later) moves on from that day.
    const date = moved.current ? focus : target;
    const step = STEPS[event.key];
    if (step !== undefined) moveTo(addDays(date, step));
    else if (event.key === "PageUp" || event.key === "PageDown") {
      const target = shiftMonth(monthOf(date), event.key === "PageUp" ? -1 : 1);
      const day = Math.min(
        Number(date.slice(8)),
        new Date(Date.UTC(Number(target.slice(0, 4)), Number(target.slice(5)), 0)).getUTCDate(),
      );
      moveTo(`${target}-${String(day).padStart(2, "0")}`);
    } else if (event.key === "Home") moveTo(addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay()));
    else if (event.key === "End") moveTo(addDays(date, 6 - new Date(`${date}T00:00:00Z`).getUTCDay()));
    else return;
    event.preventDefault();
  };

  const label = (date: string): string => {
    const spoken = spokenDate(date, locale);
    const day = byDate.get(date);
    if (date < today) return t("results.month.dayPast", { date: spoken });
    if (date > lastDay) return t("results.month.dayTooFar", { date: spoken });
    // Fares that could not be loaded: the date alone (the alert under the grid says why).
    if (days === "failed") return spoken;
    if (!days) return t("results.month.dayLoading", { date: spoken });
    if (!day || !isSearchableDay(day, today) || day.price === null)
      return t("results.month.dayNone", { date: spoken });
    return t(lowest.has(date) ? "results.month.dayLowest" : "results.month.dayPrice", {
      date: spoken,
      price: price(day.price),
    });
  };

  const arrow =
    "grid size-10 shrink-0 place-items-center rounded-full border border-slate-300 text-brand-700 hover:bg-brand-50 disabled:invisible";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("results.month.title")}
      closeLabel={t("results.close")}
      phoneSheet
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={arrow}
          aria-label={t("results.month.previous")}
          disabled={month <= range.first}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={headingId} className="text-base font-semibold" aria-live="polite">
          {calendarMonthHeading(new Date(year, monthNumber - 1, 1), locale)}
        </h3>
        <button
          type="button"
          className={arrow}
          aria-label={t("results.month.next")}
          disabled={month >= range.last}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG's date picker grid: a screen reader passes the arrow keys to it.
        role="grid"
        aria-labelledby={headingId}
        className="mt-3 w-full table-fixed border-separate border-spacing-0.5"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays(locale).map((day) => (
              <th
                key={day.full}
                scope="col"
                className="pb-1 text-xs font-normal whitespace-nowrap text-slate-600"
              >
                <abbr title={day.full} className="no-underline">
                  <span className="max-[15rem]:hidden">{day.short}</span>
                  <span className="hidden max-[15rem]:inline">{day.narrow}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is only its place in the week.
                  <td key={i} />
                ) : (
                  <td key={date} className="p-0">
                    <DayButton
                      date={date}
                      locale={locale}
                      day={byDate.get(date)}
                      loading={days === undefined}
                      open={date >= today && date <= lastDay}
                      today={today}
                      lowest={lowest.has(date)}
                      searched={date === params.departureDate}
                      tabbable={date === tabbable}
                      label={label(date)}
                      cell={(usd) => cellPrice(usd, currency, locale)}
                      onFocus={() => setFocus(date)}
                      onPick={() => onPick(date)}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {days === "failed" ? (
        <div className="mt-3 flex items-center gap-3 text-sm text-slate-700">
          <p role="alert">{t("results.month.failed")}</p>
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t("app.tryAgain")}
          </button>
        </div>
      ) : (
        <p role="status" className="sr-only">
          {days ? "" : t("results.month.loading")}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded bg-emerald-100 text-emerald-800"
          >
            ★
          </span>
          {t("results.month.lowest")}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded bg-slate-100 text-slate-500"
          >
            –
          </span>
          {t("results.month.none")}
        </li>
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        {t("results.month.note", { currency: currency.code })}
        {stay !== null && (
          <>
            {" "}
            {stay === 0
              ? t("results.month.sameDay")
              : stay === 1
                ? t("results.month.stayOne")
                : t("results.month.stay", { n: localDigits(stay, locale) })}
          </>
        )}
      </p>
    </Dialog>
  );
}

interface DayProps {
  date: string;
  locale: Locale;
  day: CheapestDay | undefined;
  loading: boolean;
  /** Today or later, and not beyond the last bookable day. */
  open: boolean;
  today: string;
  lowest: boolean;
  /** The day the results show. */
  searched: boolean;
  tabbable: boolean;
  label: string;
  cell: (usd: string) => string;
  onFocus: () => void;
  onPick: () => void;
}

/**
 * A cell's price with a line break allowed after each thousands comma: kyat in Myanmar digits
 * ("၆၉၃,၁၀၀") are wider than a phone's cell, and break there rather than inside a number.
 */
const breakable = (text: string) =>
  text.split(",").flatMap((part, i) => (i === 0 ? [part] : [",", <wbr key={part + String(i)} />, part]));

/** One day of the month: its number and its fare (★ in the lowest band, – when none). */
function DayButton({
  date,
  locale,
  day,
  loading,
  open,
  today,
  lowest,
  searched,
  tabbable,
  label,
  cell,
  onFocus,
  onPick,
}: DayProps) {
  const active = open && !loading && day !== undefined && isSearchableDay(day, today);
  const look = active
    ? lowest
      ? "border-emerald-600 bg-emerald-50 text-emerald-900 hover:bg-emerald-100"
      : "border-slate-200 bg-white text-ink hover:border-brand-500"
    : "border-transparent bg-slate-50 text-slate-500";
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-disabled={!active || undefined}
      aria-current={searched ? "date" : undefined}
      onFocus={onFocus}
      onClick={() => active && onPick()}
      className={`relative flex min-h-14 w-full flex-col items-center justify-center rounded-md border text-center leading-tight focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-disabled:cursor-default aria-[current=date]:ring-2 aria-[current=date]:ring-brand-700 ${look}`}
    >
      <span className="text-sm font-semibold">{localDigits(Number(date.slice(8)), locale)}</span>
      <span className="text-[0.6875rem] tracking-tight max-[15rem]:text-[0.625rem]">
        {loading && open ? "…" : active && day?.price ? breakable(cell(day.price)) : "–"}
      </span>
      {active && lowest && (
        <span aria-hidden="true" className="absolute top-0 right-0.5 text-[0.625rem] text-emerald-700">
          ★
        </span>
      )}
    </button>
  );
}
