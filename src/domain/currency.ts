import type { Currency } from "./money.ts";

/** One entry of `GET /apis/currency/`: the currency, its rate per US dollar and when it was set. */
export interface CurrencyEntry extends Currency {
  name: string;
  symbol: string;
  /** ISO date-time: when this rate was set. */
  updatedAt: string;
}
