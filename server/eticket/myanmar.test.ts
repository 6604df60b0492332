import { describe, expect, it } from "vitest";
import { hasMyanmar, scriptRuns, visualOrder } from "./myanmar.ts";

/** Code points as U+ names, so a failure shows what moved. */
const cps = (text: string) => [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase());

describe("hasMyanmar", () => {
  it("finds Burmese and the extended Myanmar blocks, nothing else", () => {
    expect(hasMyanmar("Aung Kyaw")).toBe(false);
    expect(hasMyanmar("Zoë Ñ 東京")).toBe(false);
    expect(hasMyanmar("Aung ကျော်")).toBe(true);
    expect(hasMyanmar("\uAA60")).toBe(true);
    expect(hasMyanmar("\uA9E0")).toBe(true);
  });
});

describe("scriptRuns", () => {
  it("cuts a line where it changes script", () => {
    expect(scriptRuns("1. မောင်/ကျော်  (Adult)")).toEqual([
      { text: "1. ", myanmar: false },
      { text: "မောင်", myanmar: true },
      { text: "/", myanmar: false },
      { text: "ကျော်", myanmar: true },
      { text: "  (Adult)", myanmar: false },
    ]);
    expect(scriptRuns("Latin only")).toEqual([{ text: "Latin only", myanmar: false }]);
    expect(scriptRuns("")).toEqual([]);
  });
});

describe("visualOrder", () => {
  it("puts vowel sign E and medial ra before their consonant", () => {
    // ကြေး: ka, medial ra, e, visarga → e, medial ra, ka, visarga
    expect(cps(visualOrder("ကြေး"))).toEqual(["1031", "103C", "1000", "1038"]);
    // မောင်: the E goes before ma; nga + asat is a syllable of its own
    expect(cps(visualOrder("မောင်"))).toEqual(["1031", "1019", "102C", "1004", "103A"]);
  });

  it("keeps a stacked consonant in its syllable", () => {
    // ကမ္ဘော: the E goes before ma, not before the stacked bha
    expect(cps(visualOrder("ကမ္ဘော"))).toEqual(["1000", "1031", "1019", "1039", "1018", "102C"]);
  });

  it("moves kinzi after the consonant it sits on", () => {
    // သင်္ဂြိုဟ်: nga + asat + stacker (kinzi) goes after ga, medial ra before it
    expect(cps(visualOrder("သင်္ဂြိုဟ်"))).toEqual([
      "101E",
      "103C",
      "1002",
      "1004",
      "103A",
      "1039",
      "102D",
      "102F",
      "101F",
      "103A",
    ]);
  });

  it("leaves text without pre-base signs as it is", () => {
    for (const text of ["ရန်ကုန်", "ဦး", "ဗုဒ္ဓ", "Aung"]) expect(visualOrder(text)).toBe(text);
  });
});
