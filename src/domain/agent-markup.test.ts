import { describe, expect, it } from "vitest";
import {
  agentPrice,
  bookingMarkup,
  markupInput,
  parseMarkup,
  sellingShares,
  settingProblem,
} from "./agent-markup.ts";

describe("parseMarkup", () => {
  it("reads amounts and percentages in hundredths", () => {
    expect(parseMarkup({ kind: "amount", value: "12.5" })).toEqual({ kind: "amount", hundredths: 1250 });
    expect(parseMarkup({ kind: "percent", value: "10" })).toEqual({ kind: "percent", hundredths: 1000 });
    expect(parseMarkup({ kind: "percent", value: 7.25 })).toEqual({ kind: "percent", hundredths: 725 });
  });

  it("refuses negative, over-precise, unknown and non-numeric markups", () => {
    expect(parseMarkup({ kind: "amount", value: "-1" })).toBeNull();
    expect(parseMarkup({ kind: "amount", value: "1.005" })).toBeNull();
    expect(parseMarkup({ kind: "fixed", value: "1" })).toBeNull();
    expect(parseMarkup({ kind: "percent", value: "ten" })).toBeNull();
    expect(parseMarkup({ kind: "percent", value: 1e21 })).toBeNull();
  });

  it("writes a markup back without trailing zero cents", () => {
    expect(markupInput({ kind: "percent", hundredths: 1000 })).toEqual({ kind: "percent", value: "10" });
    expect(markupInput({ kind: "amount", hundredths: 1250 })).toEqual({ kind: "amount", value: "12.50" });
  });
});

describe("settingProblem", () => {
  it("keeps a default up to 50% or USD 1,000 a traveller", () => {
    expect(settingProblem({ kind: "percent", value: "50" })).toBeNull();
    expect(settingProblem({ kind: "percent", value: "50.01" })).toBe("MARKUP_PERCENT_TOO_HIGH");
    expect(settingProblem({ kind: "amount", value: "1000" })).toBeNull();
    expect(settingProblem({ kind: "amount", value: "1000.01" })).toBe("MARKUP_AMOUNT_TOO_HIGH");
    expect(settingProblem({ kind: "amount", value: "" })).toBe("MARKUP_INVALID");
  });
});

describe("agentPrice", () => {
  it("counts an amount once for each traveller", () => {
    const price = agentPrice(30_000, { kind: "amount", hundredths: 1_500 }, 3);
    expect(price).toMatchObject({
      netCents: 30_000,
      markupCents: 4_500,
      sellingCents: 34_500,
      tooHigh: false,
    });
  });

  it("rounds a percentage of the net fare to the cent once", () => {
    const price = agentPrice(12_345, { kind: "percent", hundredths: 1_000 }, 2);
    expect(price.markupCents).toBe(1_235);
    expect(price.sellingCents).toBe(13_580);
  });

  it("allows half the net fare and no more", () => {
    expect(agentPrice(10_001, { kind: "percent", hundredths: 5_000 }, 1)).toMatchObject({
      markupCents: 5_001,
      limitCents: 5_000,
      tooHigh: true,
    });
    expect(agentPrice(10_000, { kind: "amount", hundredths: 2_500 }, 2).tooHigh).toBe(false);
    expect(agentPrice(10_000, { kind: "amount", hundredths: 2_501 }, 2).tooHigh).toBe(true);
  });

  it("sells at the net fare without a markup", () => {
    expect(agentPrice(9_999, { kind: "percent", hundredths: 0 }, 4)).toMatchObject({
      markupCents: 0,
      sellingCents: 9_999,
    });
  });
});

describe("sellingShares", () => {
  it("grows each leg's share and adds up to the selling price to the cent", () => {
    expect(sellingShares([6_000, 4_000], 12_000)).toEqual([7_200, 4_800]);
    const shares = sellingShares([3_333, 3_333, 3_334], 11_111);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(11_111);
  });
});

describe("bookingMarkup", () => {
  it("prices a markup as typed, or says why it cannot be sent", () => {
    expect(bookingMarkup({ kind: "percent", value: "10" }, 10_000, 1)).toMatchObject({
      problem: null,
      price: { sellingCents: 11_000 },
    });
    expect(bookingMarkup({ kind: "percent", value: "60" }, 10_000, 1)).toEqual({
      problem: "MARKUP_TOO_HIGH",
      limitCents: 5_000,
    });
    expect(bookingMarkup({ kind: "amount", value: "abc" }, 10_000, 1)).toMatchObject({
      problem: "MARKUP_INVALID",
    });
  });
});
