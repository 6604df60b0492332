import { describe, expect, it } from "vitest";
import { fillTemplate, RULE_MESSAGES, ruleFailure } from "./rule-messages.ts";

describe("rule messages", () => {
  it("fills numbers, words and lists into the spec's English text", () => {
    const failure = ruleFailure("passenger.missing", "passengerInfo.1.email", {
      kind: "Child",
      n: 2,
      fields: ["email", "gender"],
    });
    expect(failure.message).toBe("Please fill in all required fields for Child Passenger 2: email, gender");
    expect(failure.code).toBe("passenger.missing");
  });

  it("lets the app translate words and list items on the way", () => {
    const upper = (_name: string, value: string) => value.toUpperCase();
    expect(fillTemplate("{kind} {n}: {fields}", { kind: "Adult", n: 1, fields: ["a", "b"] }, upper)).toBe(
      "ADULT 1: A, B",
    );
  });

  it("leaves unknown placeholders visible rather than empty", () => {
    expect(fillTemplate(RULE_MESSAGES["passengers.count"], {})).toBe(
      "Please add information for all {total} passengers",
    );
  });
});
