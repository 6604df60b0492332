import { useEffect } from "react";
import { type Currency, USD } from "../domain/money.ts";
import { $currencyInfo, loadCurrencies } from "../stores/currencies.ts";
import { useStored } from "./use-stored.ts";

/**
 * The currency prices are shown in; USD until the rate of the chosen one is known (and as the
 * page is built: the visitor's choice is in their browser).
 */
export function usePriceCurrency(): Currency {
  const info = useStored($currencyInfo);
  useEffect(() => {
    void loadCurrencies();
  }, []);
  return info ?? USD;
}

/** Today in Myanmar (YYYY-MM-DD), the date the booking rules compare with. */
export function myanmarToday(now = new Date()): string {
  return new Date(now.getTime() + 390 * 60_000).toISOString().slice(0, 10);
}
