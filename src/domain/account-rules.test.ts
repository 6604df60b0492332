import { describe, expect, it } from "vitest";
import {
  hasControlCharacters,
  isValidEmail,
  isValidPhone,
  normalizeEmail,
  normalizePhone,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
  passwordsMatch,
  phoneShown,
} from "./account-rules.ts";

describe("account rules", () => {
  it("normalise e-mail by trimming and lower-casing", () => {
    expect(normalizeEmail("  Demo@Flights.Example.MM ")).toBe("demo@flights.example.mm");
  });

  it("accept plausible e-mail addresses and refuse the rest", () => {
    expect(isValidEmail("aung@example.mm")).toBe(true);
    expect(isValidEmail("a.b+c@sub.example.com")).toBe(true);
    for (const bad of ["", "aung", "aung@", "@example.mm", "aung@example", "a ung@example.mm"]) {
      expect(isValidEmail(bad)).toBe(false);
    }
    expect(isValidEmail(`${"a".repeat(250)}@x.mm`)).toBe(false);
  });

  it("accept 6 to 15 digits after an optional + once separators are removed", () => {
    expect(normalizePhone("+95 9-123 (456) 789")).toBe("+959123456789");
    // As a Myanmar keyboard types it.
    expect(normalizePhone("၀၉ ၇၈၁၂ ၃၄၅၆၇")).toBe("09781234567");
    expect(isValidPhone("၀၉၇၈၁၂၃၄၅၆၇")).toBe(true);
    expect(isValidPhone("+95 9 123 456 789")).toBe(true);
    expect(isValidPhone("123456")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
    expect(isValidPhone("1234567890123456")).toBe(false);
    expect(isValidPhone("09-abc-123")).toBe(false);
    expect(isValidPhone("++95912345")).toBe(false);
  });

  it("require passwords of 8 to 128 characters", () => {
    expect(passwordProblem("1234567")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("12345678")).toBeNull();
    expect(passwordProblem("x".repeat(128))).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe(PASSWORD_TOO_LONG);
  });

  it("find control characters, allowing line breaks and tabs only in messages", () => {
    expect(hasControlCharacters("Aung Aung")).toBe(false);
    expect(hasControlCharacters("Aung\u0000")).toBe(true);
    expect(hasControlCharacters("line\nbreak")).toBe(true);
    expect(hasControlCharacters("line\r\nbreak\tand tab", true)).toBe(false);
    expect(hasControlCharacters("bell\u0007", true)).toBe(true);
    expect(hasControlCharacters("del\u007F", true)).toBe(true);
    expect(hasControlCharacters("မင်္ဂလာပါ")).toBe(false);
  });

  it("compare the confirmation exactly", () => {
    expect(passwordsMatch("Secret123!", "Secret123!")).toBe(true);
    expect(passwordsMatch("Secret123!", "Secret123! ")).toBe(false);
    expect(passwordsMatch("Secret123!", "secret123!")).toBe(false);
  });
});

describe("phoneShown", () => {
  it("gives an international number its + back and leaves a local one as typed", () => {
    expect(phoneShown("959420000111")).toBe("+959420000111");
    expect(phoneShown("+959420000111")).toBe("+959420000111");
    expect(phoneShown("09781234567")).toBe("09781234567");
    expect(phoneShown("")).toBe("");
  });
});
