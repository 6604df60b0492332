import { describe, expect, it } from "vitest";
import { storedPriceCurrency, storedWalletCurrency } from "./currency-cache.ts";

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
const list = JSON.stringify({
  fetchedAt: 1,
  data: [
    { code: "USD", name: "US Dollar", symbol: "$", exchangeRate: 1 },
    { code: "MMK", name: "Kyat", symbol: "Ks", exchangeRate: 4500 },
  ],
});

describe("the stored currency, read before the app arrives", () => {
  it("is the chosen currency with its cached rate, else USD", () => {
    expect(storedPriceCurrency(storage({ app_currency: "MMK", app_currencies: list }))).toEqual({
      code: "MMK",
      exchangeRate: 4500,
    });
    expect(storedPriceCurrency(storage({ app_currency: "MMK" }))).toEqual({ code: "USD", exchangeRate: 1 });
    expect(storedPriceCurrency(storage({}))).toEqual({ code: "USD", exchangeRate: 1 });
  });

  it("lets the wallet top up only once the chosen currency's rate is known (USD needs none)", () => {
    expect(storedWalletCurrency(storage({ app_currency: "MMK", app_currencies: list })).ready).toBe(true);
    expect(storedWalletCurrency(storage({ app_currency: "MMK" }))).toEqual({
      currency: { code: "USD", exchangeRate: 1 },
      ready: false,
    });
    expect(storedWalletCurrency(storage({ app_currencies: "not json" })).ready).toBe(true);
  });
});
