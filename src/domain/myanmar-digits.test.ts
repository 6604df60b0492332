import { describe, expect, it } from "vitest";
import { toLatinDigits, toMyanmarDigits } from "./myanmar-digits.ts";

describe("Myanmar digits", () => {
  it("turns digits between the scripts and leaves the rest", () => {
    expect(toLatinDigits("၀၁၂၃၄၅၆၇၈၉")).toBe("0123456789");
    expect(toMyanmarDigits("0123456789")).toBe("၀၁၂၃၄၅၆၇၈၉");
    expect(toMyanmarDigits("12/OUKAMA")).toBe("၁၂/OUKAMA");
    expect(toLatinDigits("၁၂/ဥကမ")).toBe("12/ဥကမ");
  });
});
