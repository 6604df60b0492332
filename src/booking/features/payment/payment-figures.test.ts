import { describe, expect, it } from "vitest";
import { paymentFigures } from "./payment-figures.ts";

describe("the payment step's figures", () => {
  it("tops up nothing when the wallet covers the amount due", () => {
    expect(paymentFigures("wallet", 18_100, 20_000, 0)).toEqual({
      balance: 20_000,
      due: 18_100,
      topUp: null,
    });
    expect(paymentFigures("wallet", 18_100, 18_100, 0).topUp).toBeNull();
  });

  it("tops up the shortfall by card when the wallet is short", () => {
    expect(paymentFigures("wallet", 18_100, 5_000, 0).topUp).toEqual({
      amount: 13_100,
      method: "card",
      shortfall: true,
    });
    expect(paymentFigures("wallet", 18_100, 0, 0).topUp).toEqual({
      amount: 18_100,
      method: "card",
      shortfall: true,
    });
  });

  it("says nothing of a top-up while the balance is not known", () => {
    expect(paymentFigures("wallet", 18_100, undefined, 0).topUp).toBeNull();
    expect(paymentFigures("wallet", 18_100, null, 0).topUp).toBeNull();
  });

  it("tops up the amount due by card or KBZPay, less what an earlier attempt left in the wallet", () => {
    expect(paymentFigures("card", 18_100, 50_000, 0).topUp).toEqual({
      amount: 18_100,
      method: "card",
      shortfall: false,
    });
    expect(paymentFigures("kpay", 18_100, null, 8_100).topUp).toEqual({
      amount: 10_000,
      method: "kpay",
      shortfall: false,
    });
    expect(paymentFigures("kpay", 18_100, 18_100, 18_100).topUp).toBeNull();
  });
});
