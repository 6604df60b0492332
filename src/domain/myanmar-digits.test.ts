import { describe, expect, it } from "vitest";
import { localDigits, toLatinDigits, toMyanmarDigits } from "./myanmar-digits.ts";

describe("Myanmar digits", () => {
  it("turns digits between the scripts and leaves the rest", () => {
    expect(toLatinDigits("၀၁၂၃၄၅၆၇၈၉")).toBe("0123456789");
    expect(toMyanmarDigits("0123456789")).toBe("၀၁၂၃၄၅၆၇၈၉");
    expect(toMyanmarDigits("12/OUKAMA")).toBe("၁၂/OUKAMA");
    expect(toLatinDigits("၁၂/ဥကမ")).toBe("12/ဥကမ");
  });
});

describe("localDigits", () => {
  it("writes a number in the page's digits", () => {
    expect(localDigits(12, "my")).toBe("၁၂");
    expect(localDigits(12, "en")).toBe("12");
  });

  it("writes the digits of a code, such as a terminal, and keeps its letters", () => {
    expect(localDigits("T2", "my")).toBe("T၂");
    expect(localDigits("T2", "en")).toBe("T2");
  });
});
