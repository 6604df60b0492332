import { describe, expect, it } from "vitest";
import { fareFamilyName, readFareFamily } from "./fare-family.ts";

describe("fare families", () => {
  it("reads a family code in any letter case and nothing else", () => {
    expect(readFareFamily(" flex ")).toBe("FLEX");
    expect(readFareFamily("Saver")).toBe("SAVER");
    expect(readFareFamily("BASIC")).toBeNull();
    expect(readFareFamily(3)).toBeNull();
  });

  it("names the families bought once each, in flight order, in both languages", () => {
    expect(fareFamilyName(["SAVER", "SAVER"], "en")).toBe("Saver");
    expect(fareFamilyName(["PROMOTION", "FLEX"], "en")).toBe("Promotion · Flex");
    expect(fareFamilyName(["FLEX"], "my")).toBe("ပြောင်းလွယ်");
  });
});
