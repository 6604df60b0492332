import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { worthRetrying } from "../../../api/api-error.ts";
import { fetchCheapestDates } from "../../../api/cheapest-dates.ts";
import { localDate, stripDay } from "../../../domain/dates.ts";
import { type CheapestDay, isSearchableDay, STRIP_DAYS, searchOnDay } from "../../../domain/search-day.ts";
import { HOME_UTC_OFFSET } from "../../../domain/search-form.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { rememberSearchDates } from "../../../stores/last-search.ts";
import { stripHeight } from "./date-strip-height.ts";

/** The month of prices: downloaded when first opened. */
const MonthPrices = lazy(() => import("./MonthPrices.tsx"));

interface Props {
  params: SearchParams;
  t: Translate;
  locale: Locale;
  price: (usd: string) => string;
  /** Searches another day (a new address for the results). */
  onSearch: (params: SearchParams) => void;
}

/**
 * Spec: 3, 4, 5 or 6 days per view under 640, 768, 1024 px and wider, 8 px apart. The widths are
 * in rem, as the page's own breakpoints are, so they are those at the usual text size and grow
 * with a larger one; a screen 15rem wide or less (a phone with its text at 200 %) shows 2 days,
 * each with room for its fare (`STRIP_NARROW`, written out here as Tailwind needs it).
 */
const dayWidth =
  "basis-[calc((100%-1rem)/3)] sm:basis-[calc((100%-1.5rem)/4)] md:basis-[calc((100%-2rem)/5)] lg:basis-[calc((100%-2.5rem)/6)] max-[15rem]:basis-[calc((100%-0.5rem)/2)]";

/**
 * A slide's day: English on one line ('Tue 1 Dec'); Myanmar's names are longer, so the month
 * and day come first, as Burmese writes them, and the weekday under them, smaller. The longest,
 * "အောက်တိုဘာ ၃၁", fills a 390 px phone's slide; narrower phones get a smaller size, which
 * may wrap it onto two lines and still fits the slide.
 */
function DayLabel({ date, locale }: { date: string; locale: Locale }) {
  const { weekday, day } = stripDay(date, locale);
  if (locale !== "my") return <span className="font-semibold">{`${weekday} ${day}`}</span>;
  return (
    <>
      <span className="font-semibold max-[389px]:text-xs">{day}</span>
      <span className="text-xs">{weekday}</span>
    </>
  );
}

function Slider({
  days,
  params,
  t,
  locale,
  price,
  onChoose,
  onSearch,
}: Props & { days: CheapestDay[]; onChoose: () => void }) {
  const today = localDate(new Date(), HOME_UTC_OFFSET);
  const chosen = Math.max(
    0,
    days.findIndex((d) => d.date === params.departureDate),
  );
  const track = useRef<HTMLUListElement>(null);
  // The chosen day second from the start (first when it is the first), placed before the strip
  // is painted. The strip is the browser's own scrolling, snapped to days (ADR 0091): a swipe, a
  // trackpad and Tab (which brings a focused day into view) need no code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once, when drawn (keyed by the search).
  useLayoutEffect(() => {
    const list = track.current;
    const first = list?.children[Math.max(0, chosen - 1)];
    if (!list || !first) return;
    list.scrollLeft = first.getBoundingClientRect().left - list.getBoundingClientRect().left;
  }, []);
  /**
   * The arrows move one day. Pressed again while the strip still glides, each press counts from
   * where the last one goes (as far as the last day's place at the end); a swipe starts afresh.
   */
  const target = useRef<number | null>(null);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const days = [...list.children] as HTMLElement[];
    const offset = (index: number) => (days[index]?.offsetLeft ?? 0) - (days[0]?.offsetLeft ?? 0);
    const shown = target.current ?? days.findIndex((_, index) => offset(index) >= list.scrollLeft - 1);
    const last = days.findLastIndex((_, index) => offset(index) <= list.scrollWidth - list.clientWidth + 1);
    const next = Math.min(Math.max(0, last), Math.max(0, shown + direction));
    target.current = next;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({ left: offset(next), behavior: reduced ? "auto" : "smooth" });
  };
  const arrow =
    "hidden size-10 shrink-0 place-items-center rounded-full border border-slate-300 text-brand-700 hover:bg-brand-50 lg:grid";
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={arrow} aria-label={t("results.prevDays")} onClick={() => move(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul
        ref={track}
        onScrollEnd={() => {
          target.current = null;
        }}
        className="flex min-w-0 flex-1 snap-x snap-mandatory gap-2 overflow-x-auto overflow-y-hidden overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {days.map((day) => {
          const selected = day.date === params.departureDate;
          const active = isSearchableDay(day, today);
          return (
            <li
              key={day.date}
              className={`relative min-h-full shrink-0 snap-start overflow-hidden ${dayWidth}`}
            >
              <button
                type="button"
                disabled={!active}
                // The chosen day is not `disabled`: pressed, it keeps the focus (a disabled
                // button would drop it to the page's start while the day's flights load).
                aria-disabled={selected || undefined}
                aria-current={selected ? "date" : undefined}
                onClick={() => {
                  if (selected) return;
                  onChoose();
                  const next = searchOnDay(params, day.date);
                  rememberSearchDates(next);
                  onSearch(next);
                }}
                className={`flex ${stripHeight(locale)} w-full flex-col items-center justify-center rounded-lg border border-slate-200 bg-white text-sm hover:border-brand-500 disabled:cursor-default disabled:hover:border-slate-200 aria-disabled:cursor-default max-[389px]:text-xs aria-[current=date]:border-brand-700 aria-[current=date]:bg-brand-700 aria-[current=date]:text-white`}
              >
                <DayLabel date={day.date} locale={locale} />
                <span className={selected ? "" : active ? "text-brand-700" : "text-slate-500"}>
                  {day.price !== null && day.date >= today ? price(day.price) : t("results.noFare")}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={arrow} aria-label={t("results.nextDays")} onClick={() => move(1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/**
 * The date strip (spec: a slider, 3-6 days per view, arrows from 1024 px) with the cheapest
 * real fare of each day around the chosen date; a click searches that day. Fares that could not
 * be loaded say so in the strip's place, with Try again (the list above is searched apart).
 * Before the search is known it holds its place, empty.
 */
export function DateStrip(props: Omit<Props, "params"> & { params: SearchParams | null }) {
  const { params, t, onSearch } = props;
  const [days, setDays] = useState<CheapestDay[] | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params` (and `attempt` asks again).
  useEffect(() => {
    if (!params) return;
    const controller = new AbortController();
    // Asking again after a failure: the message goes while the fares come (the old days stay).
    setDays((shown) => (shown === "failed" ? null : shown));
    fetchCheapestDates(params, STRIP_DAYS, controller.signal)
      .then(setDays)
      // A search the server refused (an unknown airport) is explained by the list; only a failure
      // worth trying again (no connection, too slow, a server fault) is said here.
      .catch((error: unknown) => !controller.signal.aborted && setDays(worthRetrying(error) ? "failed" : []));
    return () => controller.abort();
  }, [key, attempt]);
  // A day pressed searches it, and the strip is drawn anew around it (placed again around it):
  // the focus the pressed day had goes to the new strip's chosen day, not to the page's start.
  const nav = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the strip is drawn for `key`.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    nav.current?.querySelector<HTMLElement>("button[aria-current=date]")?.focus();
  }, [key]);
  // The month of prices: drawn from its first opening on (kept, so closing it gives the focus back).
  const [month, setMonth] = useState<"never" | "open" | "closed">("never");
  const pick = (date: string) => {
    if (!params) return;
    setMonth("closed");
    const next = searchOnDay(params, date);
    rememberSearchDates(next);
    onSearch(next);
  };
  return (
    <nav ref={nav} aria-label={props.t("results.dateStrip")} className="mt-4">
      <div className={stripHeight(props.locale)}>
        {days === "failed" && (
          <div className="flex h-full items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm text-slate-600">
            <p role="alert" className="min-w-0">
              {t("results.dateStripFailed")}
            </p>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="shrink-0 font-semibold text-brand-700 underline"
            >
              {t("app.tryAgain")}
            </button>
          </div>
        )}
        {params && days && days !== "failed" && days.length > 0 && (
          <Slider
            key={key}
            days={days}
            {...props}
            params={params}
            onChoose={() => {
              refocus.current = true;
            }}
          />
        )}
      </div>
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-disabled={!params || undefined}
          onClick={() => params && setMonth("open")}
          className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:opacity-60"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6 2h1.5v2h5V2H14v2h2a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h2zm-1.5 6v7.5h11V8zm1.5 1.5h2v2H6zm3.5 0h2v2h-2zm3.5 0h2v2h-2z" />
          </svg>
          {t("results.month.open")}
        </button>
      </div>
      {params && month !== "never" && (
        <Suspense fallback={null}>
          <MonthPrices
            open={month === "open"}
            params={params}
            t={t}
            locale={props.locale}
            price={props.price}
            onClose={() => setMonth("closed")}
            onPick={pick}
          />
        </Suspense>
      )}
    </nav>
  );
}
