import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { type Currency, USD } from "../../../domain/money.ts";
import { $currencyInfo, loadCurrencies } from "../../../stores/currencies.ts";
import { $currency } from "../../../stores/currency.ts";

/**
 * The chosen currency with its rate (the list is loaded if this page has not yet). `ready` is
 * false while MMK is chosen but its rate has not arrived; amounts show in USD meanwhile.
 */
export function useCurrency(): { currency: Currency; ready: boolean } {
  const info = useStore($currencyInfo);
  const code = useStore($currency);
  useEffect(() => {
    void loadCurrencies();
  }, []);
  if (info) return { currency: info, ready: true };
  return { currency: USD, ready: code === "USD" };
}
