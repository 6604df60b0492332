import { describe, expect, it } from "vitest";
import { topUpBounds, topUpCents } from "./top-up-amount.ts";

const usd = { code: "USD", exchangeRate: 1 } as const;
const mmk = { code: "MMK", exchangeRate: 2100 } as const;

describe("topUpCents", () => {
  it("reads dollars and cents without float arithmetic", () => {
    expect(topUpCents("50", usd)).toEqual({ ok: true, cents: 5000 });
    expect(topUpCents("1,234.56", usd)).toEqual({ ok: true, cents: 123_456 });
    expect(topUpCents("0.29", { ...usd }).ok).toBe(false);
    expect(topUpCents("1.00", usd)).toEqual({ ok: true, cents: 100 });
  });

  it("converts kyat to US cents by the exchange rate", () => {
    expect(topUpCents("100,000", mmk)).toEqual({ ok: true, cents: 4762 });
    expect(topUpCents("2100", mmk)).toEqual({ ok: true, cents: 100 });
    expect(topUpCents("21,000,000", mmk)).toEqual({ ok: true, cents: 1_000_000 });
    expect(topUpCents("၁၀၀,၀၀၀", mmk)).toEqual({ ok: true, cents: 4762 });
  });

  it("keeps to the contract's bounds of 100 to 1,000,000 cents", () => {
    expect(topUpCents("0.99", usd)).toEqual({ ok: false, problem: "tooSmall" });
    expect(topUpCents("10000.01", usd)).toEqual({ ok: false, problem: "tooLarge" });
    expect(topUpCents("2099", mmk)).toEqual({ ok: false, problem: "tooSmall" });
    expect(topUpCents("21000001", mmk)).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("refuses what is not an amount, saying whether nothing was typed or what was typed is no amount", () => {
    for (const text of ["", "  "]) {
      expect(topUpCents(text, usd)).toEqual({ ok: false, problem: "invalid" });
      expect(topUpCents(text, mmk)).toEqual({ ok: false, problem: "invalid" });
    }
    for (const text of ["abc", "-5", "1.234", "1e5", "12.345"])
      expect(topUpCents(text, usd), text).toEqual({ ok: false, problem: "format" });
    expect(topUpCents("2100.5", mmk)).toEqual({ ok: false, problem: "format" });
    // Zero is an amount, below the minimum.
    expect(topUpCents("0", usd)).toEqual({ ok: false, problem: "tooSmall" });
    expect(topUpCents("0", mmk)).toEqual({ ok: false, problem: "tooSmall" });
  });

  it("never lets a rounded bound fall outside the contract", () => {
    const odd = { code: "MMK", exchangeRate: 2150.5 } as const;
    const { min, max } = topUpBounds(odd);
    expect(topUpCents(String(min), odd)).toMatchObject({ ok: true });
    expect(topUpCents(String(max), odd)).toMatchObject({ ok: true, cents: 1_000_000 });
    expect(topUpCents(String(min - 1), odd)).toEqual({ ok: false, problem: "tooSmall" });
  });
});
