import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatPrice,
  formatUnits,
  fromCents,
  groupThousands,
  priceBreakdown,
  toCents,
} from "./money.ts";
import { toLatinDigits } from "./myanmar-digits.ts";

const usd = { code: "USD", exchangeRate: 1 } as const;
const mmk = { code: "MMK", exchangeRate: 2100 } as const;

describe("toCents / fromCents", () => {
  it("round-trips decimal strings without float error", () => {
    expect(toCents("0.1")).toBe(10);
    expect(toCents("123.45")).toBe(12345);
    expect(toCents("1,234.5")).toBe(123450);
    expect(fromCents(12345)).toBe("123.45");
    expect(fromCents(5)).toBe("0.05");
    expect(fromCents(toCents("19.99") ?? 0)).toBe("19.99");
  });

  it("refuses what is not money", () => {
    expect(toCents("-1")).toBeNull();
    expect(toCents("1.234")).toBeNull();
    expect(toCents("abc")).toBeNull();
  });
});

describe("formatPrice", () => {
  it("shows USD as $amount USD", () => {
    expect(formatPrice("120.5", usd, "en")).toBe("$120.50 USD");
    expect(formatPrice("1234.56", usd, "en")).toBe("$1,234.56 USD");
  });

  it("converts to MMK with the exchange rate", () => {
    expect(formatPrice("120.50", mmk, "en")).toBe("253,050 MMK");
  });

  it("shows an undefined amount as zero in either currency", () => {
    expect(formatPrice(undefined, usd, "en")).toBe("$0 USD");
    expect(formatPrice(undefined, mmk, "en")).toBe("0 MMK");
  });
});

describe("prices on a Myanmar page", () => {
  it("are written in Myanmar digits, the sign and the code as the spec writes them", () => {
    expect(formatPrice("1234.56", usd, "my")).toBe("$၁,၂၃၄.၅၆ USD");
    expect(formatPrice("120.50", mmk, "my")).toBe("၂၅၃,၀၅၀ MMK");
    expect(formatPrice(undefined, usd, "my")).toBe("$၀ USD");
    expect(formatPrice(undefined, mmk, "my")).toBe("၀ MMK");
    expect(formatCents(5050, usd, "my")).toBe("$၅၀.၅၀ USD");
    expect(formatUnits(2100, mmk, "my")).toBe("၂,၁၀၀ MMK");
  });

  it("say the same amount as the English page, digit for digit", () => {
    for (const amount of ["0.01", "9.99", "1079.00", "123456789.99"])
      for (const currency of [usd, mmk])
        expect(toLatinDigits(formatPrice(amount, currency, "my"))).toBe(formatPrice(amount, currency, "en"));
  });

  it("break a total down in Myanmar digits too", () => {
    expect(priceBreakdown({ base: "584.00", grandTotal: "668.00" }, usd, "my")).toEqual({
      base: "$၅၈၄.၀၀ USD",
      tax: "$၈၄.၀၀ USD",
      total: "$၆၆၈.၀၀ USD",
    });
  });
});

describe("groupThousands", () => {
  it("writes whole numbers as en-US does, for every length and sign", () => {
    const enUS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const n of [0, 7, 12, 999, 1000, 12345, 123456, 1234567, 98765432101, -1, -1234, -1234567]) {
      expect(groupThousands(n)).toBe(enUS.format(n));
    }
  });

  it("keeps formatPrice's cents and grouping as before for large and odd amounts", () => {
    const usdFmt = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of ["0.01", "0.10", "9.99", "1000", "1000000.05", "123456789.99"]) {
      expect(formatPrice(amount, usd, "en")).toBe(`$${usdFmt.format(Number(amount))} USD`);
    }
    expect(formatPrice("0.24", mmk, "en")).toBe("504 MMK");
    expect(formatPrice("476.19", mmk, "en")).toBe("999,999 MMK");
    expect(formatPrice("1000", mmk, "en")).toBe("2,100,000 MMK");
  });
});

describe("formatCents", () => {
  it("shows US cents as formatPrice shows their dollars", () => {
    expect(formatCents(12345, usd, "en")).toBe("$123.45 USD");
    expect(formatCents(12345, mmk, "en")).toBe("259,245 MMK");
    expect(formatCents(0, usd, "en")).toBe("$0.00 USD");
  });
});

describe("priceBreakdown", () => {
  it("shows the base fare, the tax the total adds to it, and the total", () => {
    expect(priceBreakdown({ base: "584.00", grandTotal: "668.00" }, usd, "en")).toEqual({
      base: "$584.00 USD",
      tax: "$84.00 USD",
      total: "$668.00 USD",
    });
  });

  it("adds up in kyat where rounding each line alone would not", () => {
    const rate = { code: "MMK", exchangeRate: 2100.7 } as const;
    // Alone, the tax ($25.00) would round to 52,518 MMK: one kyat more than the total leaves.
    expect(formatPrice("25.00", rate, "en")).toBe("52,518 MMK");
    expect(priceBreakdown({ base: "100.00", grandTotal: "125.00" }, rate, "en")).toEqual({
      base: "210,070 MMK",
      tax: "52,517 MMK",
      total: "262,587 MMK",
    });
  });
});
