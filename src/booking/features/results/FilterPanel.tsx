import type { ReactNode } from "react";
import { fromCents } from "../../../domain/money.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import {
  type FilterOption,
  type FilterOptions,
  hasFilters,
  noFilters,
  type OfferFilters,
  toggle,
} from "../../../domain/offer-list.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";

interface Props {
  options: FilterOptions;
  filters: OfferFilters;
  carriers: Record<string, string>;
  onChange?: (filters: OfferFilters) => void;
  /** No offers (yet): the panel keeps its place but offers nothing. */
  disabled: boolean;
  t: Translate;
  locale: Locale;
  price: (usd: string) => string;
}

/** The panel's element (Show/Hide Filters controls it) and the price slider's: one panel a page. */
const PANEL_ID = "filter-panel";
const PRICE_ID = "filter-max-price";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group border-b border-slate-200 py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold">
        {title}
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-2 space-y-1">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function Check<T extends string | number>(props: {
  /** The filter's name (stops, time, airline). */
  name: string;
  option: FilterOption<T>;
  label: string;
  checked: boolean;
  onToggle: () => void;
  price: (usd: string) => string;
  t: Translate;
  locale: Locale;
}) {
  const { name, option, label, checked, onToggle, price, t, locale } = props;
  // The offers an option keeps, in the page's digits as the label's own numbers.
  const count = localDigits(option.count, locale);
  return (
    <label className="flex cursor-pointer items-start gap-2 py-1 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        name={name}
        value={String(option.value)}
        checked={checked}
        onChange={onToggle}
      />
      <span>
        {label} <span className="text-slate-500">({count})</span>
        <span className="block text-xs text-slate-600">
          {t("results.optionFrom", { price: price(fromCents(option.cheapest)) })}
        </span>
      </span>
    </label>
  );
}

/**
 * The filter panel (spec: Reset, then Stops, Time, Airlines and Price groups), with options
 * taken from the results. A side panel on wide screens; behind Show/Hide Filters on phones
 * (`shown`).
 */
export function FilterPanel({
  options,
  filters,
  carriers,
  onChange = () => undefined,
  disabled,
  t,
  locale,
  price,
  shown,
  onShow,
}: Props & { shown: boolean; onShow?: () => void }) {
  const range = options.price;
  const max = filters.maxPrice ?? range?.max ?? 0;
  return (
    <aside aria-label={t("results.filters")} className="mb-4 lg:mb-0">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={PANEL_ID}
        disabled={disabled}
        onClick={onShow}
        className="min-h-10 w-full rounded-lg py-1 border border-brand-600 text-sm font-semibold text-brand-700 disabled:border-slate-300 disabled:text-slate-500 lg:hidden"
      >
        {shown ? t("results.hideFilters") : t("results.showFilters")}
      </button>
      <div
        id={PANEL_ID}
        className={`${shown ? "block" : "hidden"} mt-3 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block`}
      >
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{t("results.filters")}</h2>
          <button
            type="button"
            onClick={() => {
              if (hasFilters(filters)) onChange(noFilters);
            }}
            // Not `disabled`: the focus stays on Reset once it has done its work (a disabled
            // button would drop it to the page's start).
            aria-disabled={!hasFilters(filters) || undefined}
            className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-default aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent"
          >
            {t("results.reset")}
          </button>
        </div>
        {!disabled && (
          <>
            <Group title={t("results.stops")}>
              {options.stops.map((option) => (
                <Check
                  key={option.value}
                  name="stops"
                  option={option}
                  label={
                    option.value === 0
                      ? t("results.nonStop")
                      : t("results.oneStopOrMore", { n: option.value })
                  }
                  checked={filters.stops.includes(option.value)}
                  onToggle={() => onChange({ ...filters, stops: toggle(filters.stops, option.value) })}
                  price={price}
                  t={t}
                  locale={locale}
                />
              ))}
            </Group>
            <Group title={t("results.time")}>
              {options.times.map((option) => (
                <Check
                  key={option.value}
                  name="time"
                  option={option}
                  label={t(`results.window.${option.value}`)}
                  checked={filters.times.includes(option.value)}
                  onToggle={() => onChange({ ...filters, times: toggle(filters.times, option.value) })}
                  price={price}
                  t={t}
                  locale={locale}
                />
              ))}
            </Group>
            <Group title={t("results.airlines")}>
              {options.airlines.map((option) => (
                <Check
                  key={option.value}
                  name="airline"
                  option={option}
                  label={`${carriers[option.value] ?? option.value} (${option.value})`}
                  checked={filters.airlines.includes(option.value)}
                  onToggle={() => onChange({ ...filters, airlines: toggle(filters.airlines, option.value) })}
                  price={price}
                  t={t}
                  locale={locale}
                />
              ))}
            </Group>
            {range && (
              <Group title={t("results.price")}>
                <label htmlFor={PRICE_ID} className="block text-sm">
                  {t("results.maxPrice")}: <output className="font-semibold">{price(fromCents(max))}</output>
                </label>
                <input
                  id={PRICE_ID}
                  name="maxPrice"
                  type="range"
                  min={range.min}
                  max={range.max}
                  step={100}
                  value={Math.min(Math.max(max, range.min), range.max)}
                  aria-valuetext={t("results.upTo", { price: price(fromCents(max)) })}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    onChange({ ...filters, maxPrice: value >= range.max ? null : value });
                  }}
                  className="w-full accent-brand-700"
                />
                <p className="flex justify-between text-xs text-slate-600">
                  <span>{price(fromCents(range.min))}</span>
                  <span>{price(fromCents(range.max))}</span>
                </p>
              </Group>
            )}
          </>
        )}
      </div>
    </aside>
  );
}
