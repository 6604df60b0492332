import { describe, expect, it } from "vitest";
import { isTopUpAnswer, isWalletTransaction, isWalletView } from "./wallet.ts";

/** Ledger rows as the API answers them: a top-up, then a payment. */
const topUpRow = {
  id: "5d1f0c7e-1b8a-4c61-9f7e-2a4b6c8d0e12",
  type: "TOPUP",
  amount: 250_000,
  balanceAfter: 250_000,
  bookingId: null,
  createdAt: "2026-11-20T08:00:00.000Z",
};
const paymentRow = {
  ...topUpRow,
  id: "7a2e4c6b-3d5f-4e71-8a9b-0c1d2e3f4a56",
  type: "PAYMENT",
  amount: -120_000,
  balanceAfter: 130_000,
  bookingId: "FBK7Q2M4X9PA",
};
const wallet = {
  balance: 130_000,
  currency: "USD",
  cashback: [{ amount: 1_200, expiresAt: "2026-12-20T08:00:00.000Z" }],
  transactions: [paymentRow, topUpRow],
};

describe("isWalletView", () => {
  it("accepts the wallet as the API answers it, an empty one too", () => {
    expect(isWalletView(wallet)).toBe(true);
    expect(isWalletView({ balance: 0, currency: "USD", cashback: [], transactions: [] })).toBe(true);
  });

  it("refuses a wallet missing its rows, or with a row or cash back it could not show", () => {
    expect(isWalletView({ ...wallet, transactions: undefined })).toBe(false);
    expect(isWalletView({ ...wallet, balance: "1300.00" })).toBe(false);
    expect(isWalletView({ ...wallet, currency: "MMK" })).toBe(false);
    expect(isWalletView({ ...wallet, cashback: [{ amount: 1_200 }] })).toBe(false);
    expect(isWalletView({ ...wallet, transactions: [{ ...topUpRow, amount: "2500.00" }] })).toBe(false);
  });
});

describe("isWalletTransaction", () => {
  it("accepts each kind of row, and refuses a kind the contract does not have", () => {
    for (const type of ["TOPUP", "PAYMENT", "REFUND", "CASHBACK"])
      expect(isWalletTransaction({ ...topUpRow, type })).toBe(true);
    expect(isWalletTransaction({ ...topUpRow, type: "BONUS" })).toBe(false);
    expect(isWalletTransaction({ ...topUpRow, bookingId: undefined })).toBe(false);
  });
});

describe("isTopUpAnswer", () => {
  it("accepts a credited top-up and refuses one without its row", () => {
    expect(isTopUpAnswer({ balance: 250_000, transaction: topUpRow })).toBe(true);
    expect(isTopUpAnswer({ balance: 250_000 })).toBe(false);
    expect(isTopUpAnswer({ balance: null, transaction: topUpRow })).toBe(false);
  });
});
