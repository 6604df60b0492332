import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../domain/error-codes.ts";
import { en } from "./en.ts";
import { my } from "./my.ts";
import { REFUSAL_KEYS, refusalKey } from "./refusal-keys.ts";

// Every code the server can answer (src/domain/error-codes.ts, the only codes its ApiError takes)
// is said in the page's language: a text in English and in Myanmar, or a reason why no call of
// the app is ever answered with it (ADR 0090).
const MYANMAR = /[\u1000-\u109f]/;

describe("the app's text of each API error code", () => {
  it.each([...ERROR_CODES])(
    "%s has an English and a Myanmar text, or a reason it never reaches the app",
    (code) => {
      const entry = REFUSAL_KEYS[code];
      if (typeof entry !== "string") {
        expect(entry.never.length).toBeGreaterThan(20);
        return;
      }
      const english = en[entry];
      const myanmar = my[entry];
      expect(english, `English text of ${entry}`).toBeTruthy();
      expect(myanmar, `Myanmar text of ${entry}`).toMatch(MYANMAR);
      expect(myanmar).not.toBe(english);
    },
  );

  it("lists no code the server does not answer", () => {
    expect(Object.keys(REFUSAL_KEYS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("knows no text for a code it was not given", () => {
    expect(refusalKey("MARKUP_TOO_HIGH")).toBe("refusal.MARKUP_TOO_HIGH");
    expect(refusalKey("HEADERS_TOO_LARGE")).toBeUndefined();
    expect(refusalKey("toString")).toBeUndefined();
    expect(refusalKey(null)).toBeUndefined();
  });
});
