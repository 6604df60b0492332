/** The currency list as the contract answers it (`GET /apis/currency/`), and how the app reads it. */
import type { Currency } from "./money.ts";
import { hasStrings, isObject } from "./shape.ts";

/** One entry of `GET /apis/currency/`: the currency, its rate per US dollar and when it was set. */
export interface CurrencyEntry extends Currency {
  name: string;
  symbol: string;
  /** ISO date-time: when this rate was set. */
  updatedAt: string;
}

/** An entry of a currency the app may not know (a later server may list more). */
type ListedCurrency = Omit<CurrencyEntry, "code"> & { code: string };

const isListed = (value: unknown): value is ListedCurrency =>
  isObject(value) &&
  hasStrings(value, ["code", "name", "symbol", "updatedAt"]) &&
  typeof value.exchangeRate === "number" &&
  value.exchangeRate > 0;

const isKnown = (entry: ListedCurrency): entry is CurrencyEntry =>
  entry.code === "USD" || entry.code === "MMK";

/**
 * The currencies of a `GET /apis/currency/` answer that prices can be shown in (USD and MMK;
 * others are left out), or undefined when it is not a list of currencies.
 * @example readCurrencies({ success: true, data: [usd, thb] }) // [usd]
 */
export function readCurrencies(body: unknown): CurrencyEntry[] | undefined {
  const data = isObject(body) ? body.data : undefined;
  return Array.isArray(data) && data.every(isListed) ? data.filter(isKnown) : undefined;
}
