import { describe, expect, it } from "vitest";
import {
  type CancellationRules,
  cancellationRules,
  NO_SHOW_MINUTES,
  QUOTE_VALID_MINUTES,
  quoteCancellation,
  quoteStillStands,
  readQuoteId,
} from "./cancellation.ts";

const HOUR = 3_600_000;
const departsAt = Date.parse("2026-12-05T01:30:00Z");
const paid = 20_000;

// The economy families' rules for one traveller (server/flights/datasets/fares.ts).
const FAMILIES: Record<string, CancellationRules> = {
  PROMOTION: { refundFee: null, noShowFee: null },
  SAVER: { refundFee: 5_000, noShowFee: null },
  FLEX: { refundFee: 0, noShowFee: 2_500 },
};

const quote = (family: string, hoursLeft: number) => {
  const rules = FAMILIES[family] ?? { refundFee: null, noShowFee: null };
  const q = quoteCancellation({ paid, rules, departsAt, now: departsAt - hoursLeft * HOUR });
  if (q === "DEPARTED") throw new Error("departed");
  return { kind: q.kind, noShow: q.noShow, refundFee: q.refundFee, noShowFee: q.noShowFee, refund: q.refund };
};

describe("cancellation quote", () => {
  it("prices each economy family days before departure", () => {
    expect(quote("FLEX", 48)).toEqual({
      kind: "REFUND",
      noShow: false,
      refundFee: 0,
      noShowFee: 0,
      refund: 20_000,
    });
    expect(quote("SAVER", 48)).toEqual({
      kind: "REFUND",
      noShow: false,
      refundFee: 5_000,
      noShowFee: 0,
      refund: 15_000,
    });
    expect(quote("PROMOTION", 48)).toEqual({
      kind: "NON_REFUNDABLE",
      noShow: false,
      refundFee: 20_000,
      noShowFee: 0,
      refund: 0,
    });
  });

  it("charges the no-show rule within the boundary before departure", () => {
    const inside = NO_SHOW_MINUTES / 60 - 0.5;
    expect(quote("FLEX", inside)).toEqual({
      kind: "REFUND",
      noShow: true,
      refundFee: 0,
      noShowFee: 2_500,
      refund: 17_500,
    });
    // Saver's no-show forfeits the fare: its refund rule no longer applies.
    expect(quote("SAVER", inside)).toEqual({
      kind: "FORFEITED",
      noShow: true,
      refundFee: 20_000,
      noShowFee: 0,
      refund: 0,
    });
    expect(quote("PROMOTION", inside).kind).toBe("FORFEITED");
  });

  it("puts the boundary itself inside the no-show window, and a minute before it outside", () => {
    const boundary = departsAt - NO_SHOW_MINUTES * 60_000;
    const at = (now: number) =>
      quoteCancellation({ paid, rules: FAMILIES.SAVER as CancellationRules, departsAt, now });
    expect(at(boundary)).toMatchObject({ noShow: true, refund: 0 });
    expect(at(boundary - 60_000)).toMatchObject({ noShow: false, refund: 15_000 });
  });

  it("refuses once the first flight has left", () => {
    const rules = FAMILIES.FLEX as CancellationRules;
    expect(quoteCancellation({ paid, rules, departsAt, now: departsAt })).toBe("DEPARTED");
    expect(quoteCancellation({ paid, rules, departsAt, now: departsAt + HOUR })).toBe("DEPARTED");
  });

  it("never charges more than was paid", () => {
    const q = quoteCancellation({
      paid: 3_000,
      rules: { refundFee: 2_000, noShowFee: 5_000 },
      departsAt,
      now: departsAt - 1_000,
    });
    expect(q).toMatchObject({ refundFee: 2_000, noShowFee: 1_000, refund: 0 });
  });

  it("expires at the validity or the no-show boundary, whichever comes first", () => {
    const rules = FAMILIES.SAVER as CancellationRules;
    const boundary = departsAt - NO_SHOW_MINUTES * 60_000;
    const early = quoteCancellation({ paid, rules, departsAt, now: departsAt - 48 * HOUR });
    const late = quoteCancellation({ paid, rules, departsAt, now: boundary - 5 * 60_000 });
    expect(early !== "DEPARTED" && Date.parse(early.expiresAt)).toBe(
      departsAt - 48 * HOUR + QUOTE_VALID_MINUTES * 60_000,
    );
    expect(late !== "DEPARTED" && late.expiresAt).toBe(new Date(boundary).toISOString());
  });

  it("a quote id names what was accepted, and stands only until it expires or the price moves", () => {
    const rules = FAMILIES.SAVER as CancellationRules;
    const now = departsAt - 48 * HOUR;
    const first = quoteCancellation({ paid, rules, departsAt, now });
    if (first === "DEPARTED") throw new Error("departed");
    const accepted = readQuoteId(first.quoteId);
    expect(accepted).toEqual({ kind: "REFUND", refund: 15_000, expiresAt: Date.parse(first.expiresAt) });
    if (!accepted) return;
    expect(quoteStillStands(accepted, first, now + 60_000)).toBe(true);
    expect(quoteStillStands(accepted, first, Date.parse(first.expiresAt))).toBe(false);
    const noShow = quoteCancellation({ paid, rules, departsAt, now: departsAt - HOUR });
    if (noShow === "DEPARTED") throw new Error("departed");
    expect(quoteStillStands(accepted, noShow, now + 60_000)).toBe(false);
    expect(readQuoteId("q1-X-1-1796000000000")).toBeNull();
    expect(readQuoteId("refund everything")).toBeNull();
  });

  it("reads the rules from an offer's fareRules; a missing rule allows nothing", () => {
    expect(
      cancellationRules({
        fareRules: {
          currency: "USD",
          rules: [
            { category: "REFUND", maxPenaltyAmount: "50.00" },
            { category: "EXCHANGE", maxPenaltyAmount: "25.00" },
            { category: "NO_SHOW", notApplicable: true },
          ],
        },
      }),
    ).toEqual({ refundFee: 5_000, noShowFee: null });
    expect(cancellationRules({})).toEqual({ refundFee: null, noShowFee: null });
  });
});
