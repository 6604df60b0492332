import { afterEach, describe, expect, it, vi } from "vitest";
import {
  $currencies,
  $currencyInfo,
  CURRENCY_CACHE_MS,
  loadCurrencies,
  saveHomeCurrency,
} from "./currencies.ts";
import { $currency, setCurrency } from "./currency.ts";

const updatedAt = "2026-11-20T08:00:00.000Z";
const list = [
  { code: "USD", name: "US dollar", symbol: "$", exchangeRate: 1, updatedAt },
  { code: "MMK", name: "Myanmar kyat", symbol: "Ks", exchangeRate: 2100, updatedAt },
  { code: "EUR", name: "Euro", symbol: "€", exchangeRate: 0.9, updatedAt },
];

function serve() {
  const fetch = vi.fn(async (_url: string | URL | Request) => {
    return new Response(JSON.stringify({ success: true, data: list }), {
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  $currencies.set(null);
  setCurrency("USD");
});

describe("loadCurrencies", () => {
  it("fetches the list once, keeps the supported codes, and reuses the cache", async () => {
    const fetch = serve();
    await Promise.all([loadCurrencies(), loadCurrencies()]);
    await loadCurrencies();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain("/apis/currency/");
    expect($currencies.get()?.data.map((entry) => entry.code)).toEqual(["USD", "MMK"]);
    setCurrency("MMK");
    expect($currencyInfo.get()).toEqual({ code: "MMK", exchangeRate: 2100 });
  });

  it("asks again when the cache is old", async () => {
    const fetch = serve();
    await loadCurrencies();
    await loadCurrencies(Date.now() + CURRENCY_CACHE_MS + 1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps the cached list when the server fails", async () => {
    serve();
    await loadCurrencies();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500, headers: { "Content-Type": "application/json" } })),
    );
    await loadCurrencies(Date.now() + CURRENCY_CACHE_MS + 1);
    expect($currencies.get()?.data).toHaveLength(2);
  });
});

describe("saveHomeCurrency", () => {
  it("saves USD once the list arrives when the visitor has not chosen", async () => {
    serve();
    const set = vi.spyOn($currency, "set");
    await saveHomeCurrency({ getItem: () => null });
    expect(set).toHaveBeenCalledWith("USD");
    set.mockRestore();
  });

  it("never overwrites a choice the visitor made", async () => {
    serve();
    setCurrency("MMK");
    await saveHomeCurrency({ getItem: (key) => (key === "app_currency" ? "MMK" : null) });
    expect($currency.get()).toBe("MMK");
  });

  it("saves nothing while the list cannot be had", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    const set = vi.spyOn($currency, "set");
    await saveHomeCurrency({ getItem: () => null });
    expect(set).not.toHaveBeenCalled();
    set.mockRestore();
  });
});
