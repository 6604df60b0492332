import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";
import { fetchCurrencies } from "../api/currency.ts";
import type { Currency } from "../domain/money.ts";
import { $currency, CURRENCY_KEY } from "./currency.ts";
import { CURRENCY_KEYS, type CurrencyCache, currencyInfoOf, decodeCurrencyCache } from "./currency-cache.ts";

export type { CurrencyCache } from "./currency-cache.ts";

/** How long the cached list is trusted before it is asked for again. */
export const CURRENCY_CACHE_MS = 60 * 60 * 1000;

/** The currency list from `GET /apis/currency/`, cached in localStorage (`app_currencies`). */
export const $currencies = persistentAtom<CurrencyCache | null>(CURRENCY_KEYS.currencies, null, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: decodeCurrencyCache,
});

let inFlight: Promise<void> | null = null;

/**
 * Fetches the currency list unless the cached one is younger than CURRENCY_CACHE_MS. A failure
 * keeps the cached list (the selector works from the fixed codes meanwhile).
 */
export function loadCurrencies(now = Date.now()): Promise<void> {
  const cached = $currencies.get();
  if (cached && now - cached.fetchedAt < CURRENCY_CACHE_MS) return Promise.resolve();
  inFlight ??= fetchCurrencies()
    .then((data) => $currencies.set({ fetchedAt: Date.now(), data }))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The chosen currency with its exchange rate from the cached list, or null while the list has
 * not arrived (prices in MMK cannot be shown without a rate).
 */
export const $currencyInfo = computed([$currency, $currencies], (code, cache): Currency | null =>
  currencyInfoOf(code, cache),
);

/**
 * Spec section 2 (Home): once the currency list arrives, USD "becomes the current currency and
 * is saved". Saved only when the visitor has no choice stored yet: a choice they made (MMK) is
 * never overwritten. `storage` is the browser's localStorage.
 */
export async function saveHomeCurrency(storage: Pick<Storage, "getItem"> = localStorage): Promise<void> {
  await loadCurrencies();
  const usd = $currencies.get()?.data.some((entry) => entry.code === "USD");
  if (usd && storage.getItem(CURRENCY_KEY) === null) $currency.set("USD");
}
