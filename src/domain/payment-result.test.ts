import { describe, expect, it } from "vitest";
import { keptAfter, paymentOutcome, thrownPaymentOutcome, topUpStillNeeded } from "./payment-result.ts";

describe("payment answers (spec section 8)", () => {
  it("says 'Payment successful!' for a numeric paid or a nested success", () => {
    expect(paymentOutcome({ success: true, paid: 12000 }).message).toBe("Payment successful!");
    expect(paymentOutcome({ success: true, data: { success: true } }).kind).toBe("paid");
  });

  it("reads where the e-ticket was mailed, and nothing from an answer that does not say", () => {
    const to = ["aung.kyaw@example.mm", "su@example.com"];
    expect(paymentOutcome({ success: true, paid: 1, data: { success: true, eticketTo: to } })).toMatchObject({
      kind: "paid",
      eticketTo: to,
    });
    expect(paymentOutcome({ success: true, paid: 1 })).toMatchObject({ eticketTo: [] });
    expect(
      paymentOutcome({ success: true, paid: 1, data: { eticketTo: ["su@example.com", 7, "nobody"] } }),
    ).toMatchObject({ eticketTo: ["su@example.com"] });
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
      thrownPaymentOutcome({ rpCode: "NOT_FOUND", rpMessage: "Booking not found" }, 404, "x").message,
    ).toBe("Booking not found");
    // A refusal the server explained keeps its text.
    const refused = { success: false, message: "Forbidden", error: { code: "FORBIDDEN" } };
    expect(thrownPaymentOutcome(refused, 403, "Forbidden")).toMatchObject({
      code: "payment.server",
      message: "Forbidden",
    });
    // A server fault's own English message is not shown: the generic text is in the page's language.
    const fault = { success: false, message: "Something went wrong", error: { code: "INTERNAL" } };
    expect(thrownPaymentOutcome(fault, 500, "Something went wrong")).toMatchObject({
      code: "payment.failed",
      message: "Payment failed. Please try again.",
    });
    // So is an answer that could not be read (a proxy's HTML page, a body cut off), with or without a status.
    for (const status of [502, 200, null])
      expect(thrownPaymentOutcome(null, status)).toMatchObject({
        code: "payment.failed",
        message: "Payment failed. Please try again.",
      });
  });
});

describe("money topped up before the payment failed", () => {
  const expired = paymentOutcome(
    { rpCode: "CONFLICT", rpMessage: "The booking hold has expired. Please book again." },
    409,
  );
  const lostConnection = thrownPaymentOutcome(null, null);
  const short = paymentOutcome({
    rpCode: "BAD_REQUEST",
    rpMessage: "Not enough balance",
    data: { required: 13_800, available: 0, shortfall: 13_800 },
  });

  it("is still counted on when the payment took nothing, so Pay Now again does not top up twice", () => {
    expect(keptAfter(expired, 13_800)).toBe(13_800);
    expect(keptAfter(lostConnection, 13_800)).toBe(13_800);
    expect(topUpStillNeeded(13_800, keptAfter(lostConnection, 13_800))).toBe(0);
  });

  it("tops up only what is missing", () => {
    expect(topUpStillNeeded(13_800, 0)).toBe(13_800);
    expect(topUpStillNeeded(13_800, 5_000)).toBe(8_800);
  });

  it("is no longer counted on after 'Not enough balance': the server's shortfall is topped up whole", () => {
    expect(keptAfter(short, 13_800)).toBe(0);
    expect(short.kind === "short" && topUpStillNeeded(short.shortfall, keptAfter(short, 13_800))).toBe(
      13_800,
    );
  });

  it("is spent once the booking is paid", () => {
    expect(keptAfter(paymentOutcome({ success: true, paid: 13_800 }), 13_800)).toBe(0);
  });
});
