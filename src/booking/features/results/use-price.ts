import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatPrice } from "../../../domain/money.ts";
import { $currencyInfo, loadCurrencies } from "../../../stores/currencies.ts";

const usd = { code: "USD", exchangeRate: 1 } as const;

/**
 * Formats USD amounts in the visitor's currency (spec section 9): `$amount USD`, or MMK at the
 * exchange rate in whole kyat. Until the rates arrive, prices show in USD.
 */
export function usePrice(): (usdAmount: string | number | null | undefined) => string {
  const currency = useStore($currencyInfo);
  useEffect(() => {
    loadCurrencies();
  }, []);
  return (amount) => formatPrice(amount, currency ?? usd);
}
