import { describe, expect, it } from "vitest";
import { isPassportNumber, passportNumberOf, shortValidity } from "./passport.ts";

describe("passport numbers", () => {
  it("takes 5 to 9 letters and digits", () => {
    for (const number of ["MA12345", "A1234", "123456789", "mb7654321", "ma 123 456", "MA၁၂၃၄၅"])
      expect(isPassportNumber(number), number).toBe(true);
  });

  it("refuses fewer than 5, more than 9, and anything but letters and digits", () => {
    for (const number of ["!!", "A123", "MA12345678", "MA-12345", "MA_12345", "ပတ်စပို့၁၂", "МА12345"])
      expect(isPassportNumber(number), number).toBe(false);
  });

  it("stores the number in upper case with Latin digits and no spaces", () => {
    expect(passportNumberOf(" ma 123 456 ")).toBe("MA123456");
    expect(passportNumberOf("ma၁၂၃၄၅")).toBe("MA12345");
  });
});

describe("a passport valid less than 6 months after the trip", () => {
  it("names the day it should be valid until", () => {
    expect(shortValidity("2027-03-02", "2026-12-01")).toBe("2027-06-01");
    expect(shortValidity("2026-12-01", "2026-12-01")).toBe("2027-06-01");
    expect(shortValidity("2027-05-31", "2026-12-01")).toBe("2027-06-01");
  });

  it("says nothing of a passport valid 6 months after, or one the rules refuse", () => {
    expect(shortValidity("2027-06-01", "2026-12-01")).toBeNull();
    expect(shortValidity("2030-01-01", "2026-12-01")).toBeNull();
    expect(shortValidity("2026-11-30", "2026-12-01")).toBeNull();
    expect(shortValidity("March 2, 2027", "2026-12-01")).toBeNull();
    expect(shortValidity("", "2026-12-01")).toBeNull();
  });
});
