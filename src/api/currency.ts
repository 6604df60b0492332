import { type CurrencyEntry, readCurrencies } from "../domain/currency.ts";
import { apiRequest } from "./client.ts";

/** The currencies prices can be shown in (USD and MMK), with their rates. */
export function fetchCurrencies(): Promise<CurrencyEntry[]> {
  return apiRequest("/apis/currency/", readCurrencies);
}
