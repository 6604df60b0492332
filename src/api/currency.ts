import type { CurrencyCode } from "../domain/money.ts";
import { apiRequest } from "./client.ts";

/** One entry of `GET /apis/currency/`. */
export interface CurrencyEntry {
  code: CurrencyCode;
  name: string;
  symbol: string;
  /** Units of this currency per US dollar. */
  exchangeRate: number;
}

/** The currencies prices can be shown in, with their rates. */
export async function fetchCurrencies(): Promise<CurrencyEntry[]> {
  const body = await apiRequest<{ data: CurrencyEntry[] }>("/apis/currency/");
  return body.data.filter((entry) => entry.code === "USD" || entry.code === "MMK");
}
