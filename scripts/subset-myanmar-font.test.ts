import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";

const SUBSET = "src/assets/fonts/noto-sans-myanmar-burmese-400-normal.woff2";
const fontsource = path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-myanmar"));
const open = (file: string) => fontkit.create(readFileSync(file));
const subset = open(SUBSET);
const full = open(path.join(fontsource, "files/noto-sans-myanmar-myanmar-400-normal.woff2"));

/** Every character of the Myanmar script written in the site's sources (texts, content). */
function myanmarCharactersIn(dir: string): Set<number> {
  const found = new Set<number>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|astro|md|json)$/.test(entry.name)) continue;
    for (const char of readFileSync(path.join(entry.parentPath, entry.name), "utf8")) {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x1000 && code <= 0x109f) || (code >= 0xa9e0 && code <= 0xaa7f)) found.add(code);
    }
  }
  return found;
}

describe("the Burmese subset of Noto Sans Myanmar the pages download", () => {
  it("draws every Myanmar character the site's texts and content use", () => {
    const used = myanmarCharactersIn("src");
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((code) => !subset.hasGlyphForCodePoint(code));
    expect(missing.map((code) => code.toString(16))).toEqual([]);
  });

  it("keeps the whole Burmese block of the full font, so typed Burmese shows in it too", () => {
    for (let code = 0x1000; code <= 0x104f; code += 1) {
      expect(subset.hasGlyphForCodePoint(code), code.toString(16)).toBe(full.hasGlyphForCodePoint(code));
    }
  });

  it("shapes Burmese as the full font does (stacked consonants, medials, vowel order)", () => {
    for (const text of ["မင်္ဂလာပါ", "ကျွန်ုပ်တို့အကြောင်း", "ဗုဒ္ဓဟူး", "ဩဂုတ်", "ကြာသပတေး"]) {
      const advances = (font: typeof full) => font.layout(text).positions.map((p) => p.xAdvance);
      expect(advances(subset), text).toEqual(advances(full));
    }
  });

  it("is about half the full file", () => {
    expect(readFileSync(SUBSET).length).toBeLessThan(
      0.6 * readFileSync(path.join(fontsource, "files/noto-sans-myanmar-myanmar-400-normal.woff2")).length,
    );
  });
});
