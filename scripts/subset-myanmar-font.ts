import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * `node scripts/subset-myanmar-font.ts`: writes the Burmese subset of Noto Sans Myanmar 400 that
 * the pages download (src/assets/fonts/), from @fontsource's file. The full file also covers
 * Mon, Shan, Karen and other languages' letters (U+1050-109F and two extension blocks): half its
 * 47 KB. The subset keeps the whole Burmese block (U+1000-104F), the joiners and the dotted
 * circle, with every layout feature, so any Burmese text (typed names too) shapes as before;
 * pages still get the full file for the other letters, by unicode-range (Base.astro). Run it
 * again after @fontsource/noto-sans-myanmar is updated; fonts.test.ts checks the result.
 */
const BURMESE_RANGE = { from: 0x1000, to: 0x104f } as const;
const SUBSET_PATH = "src/assets/fonts/noto-sans-myanmar-burmese-400-normal.woff2";

const fontsource = path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-myanmar"));
const full = readFileSync(path.join(fontsource, "files/noto-sans-myanmar-myanmar-400-normal.woff2"));
const text = [
  ...Array.from({ length: BURMESE_RANGE.to - BURMESE_RANGE.from + 1 }, (_, i) => BURMESE_RANGE.from + i),
  0x200b,
  0x200c,
  0x200d,
  0x25cc,
]
  .map((code) => String.fromCodePoint(code))
  .join("");
const subset = await subsetFont(full, text, { targetFormat: "woff2" });
writeFileSync(SUBSET_PATH, subset);
console.log(`${SUBSET_PATH}: ${subset.length} bytes (full file ${full.length})`);
