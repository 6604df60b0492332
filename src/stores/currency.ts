import { persistentAtom } from "@nanostores/persistent";
import type { CurrencyCode } from "../domain/money.ts";
import { CURRENCY_KEYS, toCurrencyCode } from "./currency-cache.ts";

/** The currencies the product supports, in the order the selector lists them. */
export const currencyCodes: readonly CurrencyCode[] = ["MMK", "USD"];

/** The spec's localStorage key of the chosen currency. */
export const CURRENCY_KEY = CURRENCY_KEYS.currency;

/**
 * The visitor's chosen currency, kept under the spec's localStorage key `app_currency`.
 * USD until the visitor chooses (docs/adr/0040-currencies.md).
 */
export const $currency = persistentAtom<CurrencyCode>(CURRENCY_KEY, "USD", {
  encode: (code) => code,
  decode: toCurrencyCode,
});

/** Chooses the currency prices are shown in; remembered across pages and visits. */
export function setCurrency(code: string): void {
  $currency.set(toCurrencyCode(code));
}
