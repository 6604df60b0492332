import { describe, expect, it } from "vitest";
import { myanmarDateTime } from "../../../domain/instant.ts";
import type { WalletView } from "../../../domain/wallet.ts";
import { centsIn, walletDisplay } from "./wallet-view.ts";

const usd = { code: "USD", exchangeRate: 1 } as const;
const mmk = { code: "MMK", exchangeRate: 2100 } as const;

const wallet: WalletView = {
  balance: 194_950,
  currency: "USD",
  cashback: [
    { amount: 200, expiresAt: "2027-01-01T00:00:00.000Z" },
    { amount: 0, expiresAt: null },
  ],
  transactions: [
    {
      id: "t2",
      type: "PAYMENT",
      amount: -5050,
      balanceAfter: 194_950,
      bookingId: "FB1",
      createdAt: "2026-11-23T02:00:00.000Z",
    },
    {
      id: "t1",
      type: "TOPUP",
      amount: 200_000,
      balanceAfter: 200_000,
      bookingId: null,
      createdAt: "2026-11-22T18:00:00.000Z",
    },
  ],
};

describe("walletDisplay", () => {
  it("shows the balance, cash back and ledger in US dollars", () => {
    const view = walletDisplay(wallet, usd);
    expect(view.balance).toBe("$1,949.50 USD");
    expect(view.cashback).toEqual([{ amount: "$2.00 USD", expires: "1 Jan 2027" }]);
    expect(view.transactions.map((t) => [t.type, t.amount, t.credit, t.date, t.time])).toEqual([
      ["PAYMENT", "−$50.50 USD", false, "23 Nov 2026", "08:30"],
      ["TOPUP", "+$2,000.00 USD", true, "23 Nov 2026", "00:30"],
    ]);
  });

  it("dates the ledger and writes its money in Myanmar digits on Myanmar pages, in the spec's format", () => {
    const view = walletDisplay(wallet, usd, "my");
    expect(view.balance).toBe("$၁,၉၄၉.၅၀ USD");
    expect(view.cashback).toEqual([{ amount: "$၂.၀၀ USD", expires: "၂၀၂၇ ဇန်နဝါရီ\u00a0၁" }]);
    expect(view.transactions.map((t) => [t.amount, t.date, t.time])).toEqual([
      ["−$၅၀.၅၀ USD", "၂၀၂၆ နိုဝင်ဘာ\u00a0၂၃", "၀၈:၃၀"],
      ["+$၂,၀၀၀.၀၀ USD", "၂၀၂၆ နိုဝင်ဘာ\u00a0၂၃", "၀၀:၃၀"],
    ]);
  });

  it("converts every figure to kyat", () => {
    const view = walletDisplay(wallet, mmk);
    expect(view.balance).toBe("4,093,950 MMK");
    expect(view.transactions[0]?.amount).toBe("−106,050 MMK");
    expect(centsIn(0, mmk, "en")).toBe("0 MMK");
    expect(centsIn(0, mmk, "my")).toBe("၀ MMK");
  });
});

describe("myanmarDateTime", () => {
  it("reads an instant in Myanmar time, and nothing for a bad one", () => {
    expect(myanmarDateTime("2026-12-31T20:00:00Z")).toEqual({ date: "1 Jan 2027", time: "02:30" });
    expect(myanmarDateTime("2026-12-31T20:00:00Z", "my")).toEqual({
      date: "၂၀၂၇ ဇန်နဝါရီ\u00a0၁",
      time: "၀၂:၃၀",
    });
    expect(myanmarDateTime("soon")).toEqual({ date: "", time: "" });
  });
});
