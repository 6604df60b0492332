import { useCallback, useEffect } from "react";
import { formatPrice, USD } from "../../../domain/money.ts";
import { $currencyInfo, loadCurrencies } from "../../../stores/currencies.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { useLocale } from "../../use-t.ts";

/**
 * Formats USD amounts in the visitor's currency (spec section 9): `$amount USD`, or MMK at the
 * exchange rate in whole kyat, in the page's digits. Until the rates arrive, prices show in USD.
 */
export function usePrice(): (usdAmount: string | number | null | undefined) => string {
  const locale = useLocale();
  const currency = useStored($currencyInfo);
  useEffect(() => {
    loadCurrencies();
  }, []);
  const code = currency?.code ?? USD.code;
  const rate = currency?.exchangeRate ?? USD.exchangeRate;
  // The same function while the currency and its rate stay (the list of rates arriving with the
  // same ones): the offer list then does not draw its cards again.
  return useCallback(
    (amount) => formatPrice(amount, { code, exchangeRate: rate }, locale),
    [code, rate, locale],
  );
}
