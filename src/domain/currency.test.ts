import { describe, expect, it } from "vitest";
import { readCurrencies } from "./currency.ts";

const updatedAt = "2026-11-20T08:00:00.000Z";
/** `GET /apis/currency/` as the API answers it. */
const usd = { code: "USD", name: "US Dollar", symbol: "$", exchangeRate: 1, updatedAt };
const mmk = { code: "MMK", name: "Myanmar Kyat", symbol: "Ks", exchangeRate: 4200, updatedAt };

describe("readCurrencies", () => {
  it("reads the list, leaving out currencies prices cannot be shown in", () => {
    expect(readCurrencies({ success: true, data: [usd, mmk] })).toEqual([usd, mmk]);
    const euro = { code: "EUR", name: "Euro", symbol: "€", exchangeRate: 0.9, updatedAt };
    expect(readCurrencies({ success: true, data: [usd, euro, mmk] })).toEqual([usd, mmk]);
  });

  it("refuses an answer that is not a list of currencies with a rate", () => {
    expect(readCurrencies({ success: true, data: [usd, { ...mmk, exchangeRate: "4200" }] })).toBeUndefined();
    expect(readCurrencies({ success: true, data: [usd, { ...mmk, exchangeRate: 0 }] })).toBeUndefined();
    expect(readCurrencies({ success: true, data: [{ ...usd, symbol: undefined }] })).toBeUndefined();
    expect(readCurrencies({ success: true })).toBeUndefined();
    expect(readCurrencies(null)).toBeUndefined();
  });
});
