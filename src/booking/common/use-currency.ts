import { useEffect } from "react";
import { type Currency, USD } from "../../domain/money.ts";
import { $currencyInfo, loadCurrencies } from "../../stores/currencies.ts";
import { $currency } from "../../stores/currency.ts";
import { useStored } from "../../ui/use-stored.ts";

/**
 * The chosen currency with its rate (the list is loaded if this page has not yet). `ready` is
 * false while MMK is chosen but its rate has not arrived, and while the page is built and
 * hydrates (the choice is this browser's); amounts show in USD meanwhile.
 */
export function useCurrency(): { currency: Currency; ready: boolean } {
  const info = useStored($currencyInfo);
  const code = useStored($currency);
  useEffect(() => {
    void loadCurrencies();
  }, []);
  if (info) return { currency: info, ready: true };
  return { currency: USD, ready: code === "USD" };
}
