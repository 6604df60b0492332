import { describe, expect, it } from "vitest";
import {
  barShares,
  monthOf,
  monthSpan,
  monthsBetween,
  REPORT_MAX_MONTHS,
  reportRange,
  salesCsv,
  salesReport,
} from "./agent-sales-report.ts";

const at = (iso: string) => new Date(iso);

describe("months", () => {
  it("are Myanmar's: half past midnight on the 1st in Yangon is the new month", () => {
    expect(monthOf(at("2026-11-30T17:29:59Z"))).toBe("2026-11");
    expect(monthOf(at("2026-11-30T17:30:00Z"))).toBe("2026-12");
    expect(monthSpan("2026-12", "2027-01")).toEqual({
      start: at("2026-11-30T17:30:00Z"),
      end: at("2027-01-31T17:30:00Z"),
    });
  });

  it("run across a year's end, and none when reversed", () => {
    expect(monthsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsBetween("2027-01", "2026-12")).toEqual([]);
  });

  it("default to the six months ending with this one, and refuse a bad range", () => {
    const now = at("2026-11-29T12:00:00Z");
    expect(reportRange({}, now)).toEqual({ from: "2026-06", to: "2026-11" });
    expect(reportRange({ from: "2026-10" }, now)).toEqual({ from: "2026-10", to: "2026-11" });
    expect(reportRange({ to: "2026-03" }, now)).toEqual({ from: "2025-10", to: "2026-03" });
    expect(reportRange({ from: "2026-13" }, now)).toEqual({ problem: "notMonth" });
    expect(reportRange({ from: "2026-1" }, now)).toEqual({ problem: "notMonth" });
    expect(reportRange({ from: "2026-11", to: "2026-10" }, now)).toEqual({ problem: "reversed" });
    expect(reportRange({ from: "2024-01", to: "2025-12" }, now)).toEqual({ from: "2024-01", to: "2025-12" });
    expect(REPORT_MAX_MONTHS).toBe(24);
    expect(reportRange({ from: "2024-01", to: "2026-01" }, now)).toEqual({ problem: "tooLong" });
  });
});

describe("salesReport", () => {
  const sales = [
    { paidAt: at("2026-11-02T03:00:00Z"), travellers: 2, netCents: 10_050, markupCents: 1_005 },
    { paidAt: at("2026-11-20T03:00:00Z"), travellers: 1, netCents: 7_001, markupCents: 0 },
    { paidAt: at("2026-12-01T03:00:00Z"), travellers: 3, netCents: 30_000, markupCents: 4_500 },
    // Paid before the range: not counted, though its refund inside the range is.
    { paidAt: at("2026-09-30T03:00:00Z"), travellers: 1, netCents: 99_999, markupCents: 1 },
  ];
  const refunds = [
    { at: at("2026-12-05T03:00:00Z"), cents: 5_000 },
    { at: at("2027-02-01T03:00:00Z"), cents: 1 },
  ];

  it("adds each month's bookings, travellers, net, markup, selling price and refunds", () => {
    const report = salesReport({ from: "2026-10", to: "2026-12" }, sales, refunds);
    expect(report.months).toEqual([
      {
        month: "2026-10",
        bookings: 0,
        travellers: 0,
        net: "0.00",
        markup: "0.00",
        selling: "0.00",
        refunds: "0.00",
      },
      {
        month: "2026-11",
        bookings: 2,
        travellers: 3,
        net: "170.51",
        markup: "10.05",
        selling: "180.56",
        refunds: "0.00",
      },
      {
        month: "2026-12",
        bookings: 1,
        travellers: 3,
        net: "300.00",
        markup: "45.00",
        selling: "345.00",
        refunds: "50.00",
      },
    ]);
    expect(report.totals).toEqual({
      bookings: 3,
      travellers: 6,
      net: "470.51",
      markup: "55.05",
      selling: "525.56",
      refunds: "50.00",
    });
  });

  it("writes the same figures as CSV, with a Total line", () => {
    const csv = salesCsv(salesReport({ from: "2026-11", to: "2026-12" }, sales, refunds));
    expect(csv.split("\r\n")).toEqual([
      '"Month","Bookings","Travellers","Net (USD)","Markup (USD)","Selling (USD)","Refunds (USD)"',
      "2026-11,2,3,170.51,10.05,180.56,0.00",
      "2026-12,1,3,300.00,45.00,345.00,50.00",
      "Total,3,6,470.51,55.05,525.56,50.00",
      "",
    ]);
  });

  it("puts a date change's charge in the change's month, as net and selling, with no booking", () => {
    const paidInNovember = [sales[0] as (typeof sales)[number]];
    // Changed at 00:30 on 1 December in Yangon, and again in February (outside the range).
    const charges = [
      { at: at("2026-11-30T18:00:00Z"), cents: 4_900 },
      { at: at("2027-02-03T03:00:00Z"), cents: 100 },
    ];
    const report = salesReport({ from: "2026-11", to: "2026-12" }, paidInNovember, [], charges);
    expect(report.months.map((m) => [m.month, m.bookings, m.net, m.markup, m.selling])).toEqual([
      ["2026-11", 1, "100.50", "10.05", "110.55"],
      ["2026-12", 0, "49.00", "0.00", "49.00"],
    ]);
    expect(report.totals).toMatchObject({ bookings: 1, net: "149.50", markup: "10.05", selling: "159.55" });
    expect(salesCsv(report).split("\r\n").at(-2)).toBe("Total,1,2,149.50,10.05,159.55,0.00");
  });

  it("sizes the chart's bars against the biggest month", () => {
    expect(barShares([{ selling: "10.00" }, { selling: "2.50" }, { selling: "0.00" }])).toEqual([1, 0.25, 0]);
    expect(barShares([{ selling: "0.00" }])).toEqual([0]);
  });
});
