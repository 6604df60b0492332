import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { type Currency, USD } from "../domain/money.ts";
import { $currencyInfo, loadCurrencies } from "../stores/currencies.ts";

/** The currency prices are shown in; USD until the rate of the chosen one is known. */
export function usePriceCurrency(): Currency {
  const info = useStore($currencyInfo);
  useEffect(() => {
    void loadCurrencies();
  }, []);
  return info ?? USD;
}

/** Today in Myanmar (YYYY-MM-DD), the date the booking rules compare with. */
export function myanmarToday(now = new Date()): string {
  return new Date(now.getTime() + 390 * 60_000).toISOString().slice(0, 10);
}
