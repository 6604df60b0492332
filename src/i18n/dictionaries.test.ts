import { describe, expect, it } from "vitest";
import { en, type UIKey } from "./en.ts";
import { my } from "./my.ts";
import { pick, translator } from "./translate.ts";

const keys = Object.keys(en) as UIKey[];
const myanmarScript = /[\u1000-\u109f]/;

describe("the Myanmar dictionary", () => {
  it("translates every English key", () => {
    const missing = keys.filter((key) => !my[key]?.trim());
    expect(missing).toEqual([]);
  });

  it("has no key that English lacks", () => {
    expect(Object.keys(my).filter((key) => !(key in en))).toEqual([]);
  });

  it("keeps the same {placeholders} as English", () => {
    for (const key of keys) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(my[key] ?? ""), key).toEqual(names(en[key]));
    }
  });

  it("is written in Myanmar script except for brand names and examples", () => {
    const latinOnly = keys.filter((key) => !myanmarScript.test(my[key] ?? ""));
    expect(latinOnly).toEqual(["site.name", "subscribe.placeholder"]);
  });
});

describe("translator", () => {
  it("translates and fills placeholders", () => {
    expect(translator("en")("carousel.goTo", { n: 3 })).toBe("Go to slide 3");
    expect(translator("my")("nav.home")).toBe("ပင်မ");
  });

  it("picks only the strings an island needs", () => {
    const strings = pick(translator("en"), ["contact.name", "contact.email"]);
    expect(strings).toEqual({ "contact.name": "Name", "contact.email": "Email" });
  });
});
