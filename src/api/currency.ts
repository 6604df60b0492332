import type { CurrencyEntry } from "../domain/currency.ts";
import { apiRequest } from "./client.ts";

/** The currencies prices can be shown in, with their rates. */
export async function fetchCurrencies(): Promise<CurrencyEntry[]> {
  const body = await apiRequest<{ data: CurrencyEntry[] }>("/apis/currency/");
  return body.data.filter((entry) => entry.code === "USD" || entry.code === "MMK");
}
