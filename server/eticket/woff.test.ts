import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { sfntFromWoff } from "./woff.ts";

const woffPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-myanmar")),
  "files/noto-sans-myanmar-myanmar-400-normal.woff",
);

describe("sfntFromWoff", () => {
  it("unwraps a WOFF into the TrueType font fontkit reads the same way", async () => {
    const woff = await readFile(woffPath);
    const ttf = sfntFromWoff(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const fromWoff = fontkit.create(woff);
    const fromTtf = fontkit.create(ttf);
    expect(fromTtf.postscriptName).toBe("NotoSansMyanmar-Regular");
    expect(fromTtf.numGlyphs).toBe(fromWoff.numGlyphs);
    const glyphs = (font: typeof fromTtf) => font.layout("ကြည် ကျော်", { blwf: true }).glyphs.map((g) => g.id);
    expect(glyphs(fromTtf)).toEqual(glyphs(fromWoff));
  });

  it("refuses anything else", () => {
    expect(() => sfntFromWoff(new Uint8Array(64))).toThrow("not a WOFF 1.0 font");
  });
});
