import type { Currency, CurrencyCode } from "../domain/money.ts";

/**
 * The stored currency choice and list, as the stores keep them. Their keys are here rather than
 * in STORAGE_KEYS:
 * the marketing pages' currency selector loads this module, and a key from there would add a
 * shared chunk (one more request) to every page.
 */
export const CURRENCY_KEYS = { currency: "app_currency", currencies: "app_currencies" } as const;

/**
 * The stored list: the API's entries (src/domain/currency.ts), of which the stores read only the
 * code and the rate (a list an older version stored has no `updatedAt`).
 */
export interface CurrencyCache {
  fetchedAt: number;
  data: Currency[];
}

/** A stored currency code; anything else is USD, the default. */
export const toCurrencyCode = (value: string | null): CurrencyCode => (value === "MMK" ? "MMK" : "USD");

/** The cached currency list (`app_currencies`), or null when it does not parse. */
export function decodeCurrencyCache(text: string): CurrencyCache | null {
  try {
    const value = JSON.parse(text) as CurrencyCache;
    return Array.isArray(value?.data) && typeof value.fetchedAt === "number" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The chosen currency with its exchange rate from the cached list, or null while the list has
 * not arrived (prices in MMK cannot be shown without a rate).
 * @example currencyInfoOf("USD", { fetchedAt: 0, data: [{ code: "USD", name: "", symbol: "$", exchangeRate: 1 }] }) // { code: "USD", exchangeRate: 1 }
 */
export function currencyInfoOf(code: CurrencyCode, cache: CurrencyCache | null): Currency | null {
  const found = cache?.data.find((entry) => entry.code === code);
  return found ? { code: found.code, exchangeRate: found.exchangeRate } : null;
}
