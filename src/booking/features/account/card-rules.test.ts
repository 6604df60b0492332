import { describe, expect, it } from "vitest";
import { cardProblem, isCardExpiry, isCardNumber } from "./card-rules.ts";

const card = {
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/27",
  cardCvv: "123",
  cardHolder: "AUNG KYAW",
};

describe("card rules", () => {
  it("checks the number with Luhn", () => {
    expect(isCardNumber("4242 4242 4242 4242")).toBe(true);
    expect(isCardNumber("4242 4242 4242 4241")).toBe(false);
    expect(isCardNumber("4242")).toBe(false);
  });

  it("accepts an expiry from this month on", () => {
    expect(isCardExpiry("11/26", "2026-11-23")).toBe(true);
    expect(isCardExpiry("10/26", "2026-11-23")).toBe(false);
    expect(isCardExpiry("13/27", "2026-11-23")).toBe(false);
  });

  it("names the first field to fix", () => {
    expect(cardProblem(card, "2026-11-23")).toBeNull();
    expect(cardProblem({ ...card, cardHolder: " " }, "2026-11-23")).toEqual({
      field: "cardHolder",
      problem: "required",
    });
    expect(cardProblem({ ...card, cardCvv: "12" }, "2026-11-23")).toEqual({
      field: "cardCvv",
      problem: "invalid",
    });
  });
});
