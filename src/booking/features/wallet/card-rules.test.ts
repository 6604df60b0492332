import { describe, expect, it } from "vitest";
import { cardProblem } from "./card-rules.ts";

const card = {
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/27",
  cardCvv: "123",
  cardHolder: "AUNG KYAW",
};
const today = "2026-11-23";

describe("card rules", () => {
  it("names an empty field first", () => {
    expect(cardProblem({ ...card, cardHolder: " " }, today)).toEqual({
      field: "cardHolder",
      problem: "required",
    });
  });

  it("checks the number with Luhn", () => {
    expect(cardProblem({ ...card, cardNumber: "4242 4242 4242 4241" }, today)).toEqual({
      field: "cardNumber",
      problem: "number",
    });
  });

  it("accepts an expiry from this month on, typed with or without the slash", () => {
    expect(cardProblem({ ...card, cardExpiry: "11/26" }, today)).toBeNull();
    expect(cardProblem({ ...card, cardExpiry: "1126" }, today)).toBeNull();
    // Each problem its own message: an expired card is not a wrongly typed date.
    expect(cardProblem({ ...card, cardExpiry: "10/26" }, today)).toEqual({
      field: "cardExpiry",
      problem: "expired",
    });
    expect(cardProblem({ ...card, cardExpiry: "13/27" }, today)).toEqual({
      field: "cardExpiry",
      problem: "expiry",
    });
  });

  it("checks the CVV and passes a good card", () => {
    expect(cardProblem(card, today)).toBeNull();
    expect(cardProblem({ ...card, cardCvv: "12" }, today)).toEqual({ field: "cardCvv", problem: "cvv" });
  });
});
