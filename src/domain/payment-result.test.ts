import { describe, expect, it } from "vitest";
import { paymentOutcome, thrownPaymentOutcome } from "./payment-result.ts";

describe("payment answers (spec section 8)", () => {
  it("says 'Payment successful!' for a numeric paid or a nested success", () => {
    expect(paymentOutcome({ success: true, paid: 12000 }).message).toBe("Payment successful!");
    expect(paymentOutcome({ success: true, data: { success: true } }).kind).toBe("paid");
  });

  it("shows the shortfall's cents as dollars with two decimals, small or large", () => {
    const small = paymentOutcome({
      success: false,
      rpCode: "BAD_REQUEST",
      rpMessage: "Not enough balance",
      data: { required: 950, available: 25, shortfall: 925 },
    });
    expect(small.message).toBe("Not enough balance. Required: $9.50, Available: $0.25");
    const large = paymentOutcome({
      rpCode: "BAD_REQUEST",
      rpMessage: "Not enough balance",
      data: { required: 123456, available: 100000, shortfall: 23456 },
    });
    expect(large).toMatchObject({
      kind: "short",
      message: "Not enough balance. Required: $1234.56, Available: $1000.00",
      shortfall: 23456,
      params: { required: "1234.56", available: "1000.00" },
    });
  });

  it("falls back as the spec says for other BAD_REQUESTs and unknown shapes", () => {
    expect(paymentOutcome({ rpCode: "BAD_REQUEST", rpMessage: "Card declined" }).message).toBe(
      "Card declined",
    );
    expect(paymentOutcome({ rpCode: "BAD_REQUEST" }).message).toBe("Payment failed. Please try again.");
    expect(paymentOutcome({ ok: 1 }).message).toBe("Unknown response format. Please try again.");
    expect(paymentOutcome(null).message).toBe("Unknown response format. Please try again.");
  });

  it("knows an expired hold", () => {
    const body = { rpCode: "CONFLICT", rpMessage: "The booking hold has expired. Please book again." };
    expect(paymentOutcome(body, 409).kind).toBe("expired");
  });

  it("uses the server's rpMessage, else the error's message, else the generic text when it throws", () => {
    expect(
      thrownPaymentOutcome(new Error("x"), { rpCode: "NOT_FOUND", rpMessage: "Booking not found" }).message,
    ).toBe("Booking not found");
    expect(thrownPaymentOutcome(new Error("The request timed out")).message).toBe("The request timed out");
    expect(thrownPaymentOutcome(undefined).message).toBe("Payment failed. Please try again.");
  });
});
