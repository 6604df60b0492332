import { describe, expect, it } from "vitest";
import {
  CHANGE_QUOTE_VALID_MINUTES,
  changedLegsFee,
  changeFee,
  changeStillStands,
  movedLegsFee,
  quoteChange,
  readChangeQuoteId,
} from "./change-quote.ts";

const MINUTE = 60_000;
const now = Date.UTC(2026, 11, 1, 3, 0);
const departsAt = now + 3 * 24 * 60 * MINUTE;
const base = { paid: 10_000, newPrice: 13_000, fee: 2_500, refundsDifference: false, departsAt, now };

describe("changeFee", () => {
  const rules = (rule: object) => ({ fareRules: { currency: "USD" as const, rules: [rule as never] } });
  it("reads the EXCHANGE rule's fee for the whole party", () => {
    expect(changeFee(rules({ category: "EXCHANGE", maxPenaltyAmount: "50.00" }))).toBe(5_000);
    expect(changeFee(rules({ category: "EXCHANGE", maxPenaltyAmount: "0.00" }))).toBe(0);
  });
  it("allows no change when the rule is not applicable, missing, or the offer has no rules", () => {
    expect(changeFee(rules({ category: "EXCHANGE", notApplicable: true }))).toBeNull();
    expect(changeFee(rules({ category: "REFUND", maxPenaltyAmount: "50.00" }))).toBeNull();
    expect(changeFee({})).toBeNull();
  });
});

describe("changedLegsFee", () => {
  const leg = (flights: number, changed: boolean) => ({ flights, changed });
  it("charges only the flights of the legs that change", () => {
    // A Saver multi-city trip of three direct legs for two: $25 a seat and flight, $150 in all.
    expect(changedLegsFee(15_000, [leg(1, false), leg(1, true), leg(1, false)])).toBe(5_000);
    // A connection counts two flights.
    expect(changedLegsFee(20_000, [leg(1, true), leg(2, true), leg(1, false)])).toBe(15_000);
    expect(changedLegsFee(15_000, [leg(1, true), leg(1, true), leg(1, true)])).toBe(15_000);
  });
  it("is nothing when no leg changes or the fare's changes are free", () => {
    expect(changedLegsFee(7_500, [leg(1, false), leg(1, false)])).toBe(0);
    expect(changedLegsFee(0, [leg(1, true), leg(1, false)])).toBe(0);
  });
});

describe("movedLegsFee", () => {
  // A Saver round trip Yangon–Mandalay: $25 a seat and flight.
  const out = ["UB101@2026-12-10"];
  const back = ["UB102@2026-12-14"];
  it("charges a round trip's moved direction its share, and both directions the whole fee", () => {
    expect(movedLegsFee(5_000, [out, back], [out, ["UB104@2026-12-16"]])).toBe(2_500);
    expect(movedLegsFee(5_000, [out, back], [["UB103@2026-12-11"], back])).toBe(2_500);
    expect(movedLegsFee(5_000, [out, back], [["UB103@2026-12-11"], ["UB104@2026-12-16"]])).toBe(5_000);
  });
  it("counts a leg's connections as its flights", () => {
    // Out direct, back through Nyaung U: three flights, $75 in all.
    const connecting = ["7Y152@2026-12-14", "7Y153@2026-12-14"];
    expect(movedLegsFee(7_500, [out, connecting], [out, ["UB104@2026-12-16"]])).toBe(5_000);
    expect(movedLegsFee(7_500, [out, connecting], [["UB103@2026-12-11"], connecting])).toBe(2_500);
    // One flight of a connection moved moves the leg.
    expect(movedLegsFee(7_500, [out, connecting], [out, ["7Y152@2026-12-14", "7Y155@2026-12-14"]])).toBe(
      5_000,
    );
  });
  it("shares the whole party's fee: three travellers move one direction for three seats' share", () => {
    expect(movedLegsFee(15_000, [out, back], [out, ["UB104@2026-12-16"]])).toBe(7_500);
  });
  it("charges a one-way trip the whole fee, and nothing where the fare's changes are free", () => {
    expect(movedLegsFee(2_500, [out], [["UB103@2026-12-11"]])).toBe(2_500);
    expect(movedLegsFee(0, [out, back], [out, ["UB104@2026-12-16"]])).toBe(0);
    expect(movedLegsFee(0, [out, back], [["UB103@2026-12-11"], ["UB104@2026-12-16"]])).toBe(0);
  });
  it("is the multi-city rule: a kept leg pays nothing", () => {
    const legs = [out, ["UB201@2026-12-12"], ["UB301@2026-12-14"]];
    expect(movedLegsFee(7_500, legs, [out, ["UB203@2026-12-13"], legs[2] ?? []])).toBe(2_500);
    expect(movedLegsFee(7_500, legs, legs)).toBe(0);
  });
});

describe("quoteChange", () => {
  it("charges a dearer fare's difference plus the change fee", () => {
    expect(quoteChange(base)).toMatchObject({ fareDifference: 3_000, changeFee: 2_500, total: 5_500 });
  });
  it("gives nothing back for a cheaper fare unless the fare refunds differences", () => {
    expect(quoteChange({ ...base, newPrice: 8_000 })).toMatchObject({ fareDifference: 0, total: 2_500 });
    expect(quoteChange({ ...base, newPrice: 8_000, refundsDifference: true })).toMatchObject({
      fareDifference: -2_000,
      total: 500,
    });
  });
  it("costs nothing on a fare with free changes and the same price", () => {
    expect(quoteChange({ ...base, newPrice: 10_000, fee: 0 })).toMatchObject({ total: 0 });
  });
  it("refuses a fare that allows no change, and a booking whose first flight has left", () => {
    expect(quoteChange({ ...base, fee: null })).toBe("NOT_CHANGEABLE");
    expect(quoteChange({ ...base, now: departsAt })).toBe("DEPARTED");
  });
  it("holds for a quarter of an hour, or until the first flight leaves if sooner", () => {
    const q = quoteChange(base);
    if (typeof q === "string") throw new Error(q);
    expect(q.expiresAt).toBe(new Date(now + CHANGE_QUOTE_VALID_MINUTES * MINUTE).toISOString());
    const late = quoteChange({ ...base, now: departsAt - 5 * MINUTE });
    if (typeof late === "string") throw new Error(late);
    expect(late.expiresAt).toBe(new Date(departsAt).toISOString());
  });
});

describe("change quote ids", () => {
  it("carry the total and expiry accepted, and stand until either moves", () => {
    const q = quoteChange(base);
    if (typeof q === "string") throw new Error(q);
    const accepted = readChangeQuoteId(q.quoteId);
    expect(accepted).toEqual({ total: 5_500, expiresAt: Date.parse(q.expiresAt) });
    if (!accepted) throw new Error("unreadable");
    expect(changeStillStands(accepted, q, now)).toBe(true);
    expect(changeStillStands(accepted, q, accepted.expiresAt)).toBe(false);
    const dearer = quoteChange({ ...base, newPrice: 14_000 });
    if (typeof dearer === "string") throw new Error(dearer);
    expect(changeStillStands(accepted, dearer, now)).toBe(false);
  });
  it("reads negative totals and rejects ids it did not write", () => {
    expect(readChangeQuoteId("c1--2000-1796000000000")).toEqual({ total: -2_000, expiresAt: 1796000000000 });
    expect(readChangeQuoteId("q1-R-15000-1796000000000")).toBeNull();
    expect(readChangeQuoteId("c1-abc-1796000000000")).toBeNull();
  });
});
