import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initials("aung kyaw")).toBe("AK");
    expect(initials("  Daw  Aye Aye   Myint ")).toBe("DM");
    expect(initials("Aye")).toBe("A");
  });

  it("gives a Myanmar name's first syllable with its vowel signs", () => {
    expect(initials("မောင် မောင် ကျော်")).toBe("မော");
    expect(initials("ကြည် ကြည်")).toBe("ကြ");
  });

  it("is empty without a name", () => {
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
    expect(initials(null)).toBe("");
  });
});
