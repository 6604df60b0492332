import { describe, expect, it } from "vitest";
import {
  depositKyat,
  depositLabel,
  isValidReference,
  kyatToCents,
  normalizeReference,
  thresholdCents,
} from "./deposit.ts";

describe("deposit rules", () => {
  it("credits kyat in US cents rounded down, never more than was sent", () => {
    expect(kyatToCents(1_000_000, 2100)).toBe(47_619);
    expect(kyatToCents(2_100_000, 2100)).toBe(100_000);
    expect(kyatToCents(10_000, 4500.5)).toBe(222);
  });

  it("keeps a reference in one form: Latin digits, capitals, no spaces", () => {
    expect(normalizeReference(" ft 2611 ၀၀၁ ")).toBe("FT2611001");
    expect(isValidReference("kbz/26-001")).toBe(true);
    expect(isValidReference("R1")).toBe(false);
    expect(isValidReference("R#1")).toBe(false);
    expect(isValidReference("x".repeat(41))).toBe(false);
  });

  it("names a transfer on the statement by its bank and reference", () => {
    const words = { transfer: "Bank transfer", other: "Other bank" };
    expect(depositLabel("KBZ", "FT1", words)).toBe("Bank transfer · KBZ Bank · FT1");
    expect(depositLabel("OTHER", "X-9", words)).toBe("Bank transfer · Other bank · X-9");
  });
});

describe("typed amounts", () => {
  it("reads a transfer's kyat with commas and Myanmar digits, within bounds", () => {
    expect(depositKyat("2,000,000")).toEqual({ ok: true, kyat: 2_000_000 });
    expect(depositKyat("၁၀၀၀၀")).toEqual({ ok: true, kyat: 10_000 });
    expect(depositKyat(" ")).toEqual({ ok: false, problem: "required" });
    expect(depositKyat("20k")).toEqual({ ok: false, problem: "format" });
    expect(depositKyat("9999")).toEqual({ ok: false, problem: "tooSmall" });
    expect(depositKyat("100000001")).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("reads a threshold in dollars or in kyat at the rate, as cents", () => {
    expect(thresholdCents("250.50", { code: "USD", exchangeRate: 1 })).toEqual({ ok: true, cents: 25_050 });
    expect(thresholdCents("210,000", { code: "MMK", exchangeRate: 2100 })).toEqual({
      ok: true,
      cents: 10_000,
    });
    expect(thresholdCents("0.99", { code: "USD", exchangeRate: 1 })).toEqual({
      ok: false,
      problem: "tooSmall",
    });
    expect(thresholdCents("1.5", { code: "MMK", exchangeRate: 2100 })).toEqual({
      ok: false,
      problem: "format",
    });
  });
});
