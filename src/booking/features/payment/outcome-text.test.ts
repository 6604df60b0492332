import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import { paymentOutcome } from "../../../domain/payment-result.ts";
import { translator } from "../../../i18n/translate.ts";
import { outcomeText } from "./use-payment.ts";

const short = paymentOutcome(
  { rpCode: "BAD_REQUEST", rpMessage: "Not enough balance", data: { required: 107_900, available: 0 } },
  400,
);

describe("the words of a short balance", () => {
  it("are the spec's, in dollars, on a page showing dollars", () => {
    expect(outcomeText(short, translator("en"), USD, "en")).toBe(
      "Not enough balance. Required: $1079.00, Available: $0.00",
    );
    expect(outcomeText(short, translator("my"), USD, "my")).toContain("$၁၀၇၉.၀၀");
  });

  it("give kyat on a page showing kyat, as its other figures", () => {
    const mmk = { code: "MMK" as const, exchangeRate: 2100 };
    expect(outcomeText(short, translator("en"), mmk, "en")).toBe(
      "Not enough balance. Required: 2,265,900 MMK, Available: 0 MMK",
    );
    expect(outcomeText(short, translator("my"), mmk, "my")).toContain("၂,၂၆၅,၉၀၀ MMK");
  });
});
