import { describe, expect, it } from "vitest";
import { ERROR_CODES, type ErrorCode } from "../domain/error-codes.ts";
import { en } from "./en.ts";
import { my } from "./my.ts";
import { type NeverShown, refusalKey } from "./refusal-keys.ts";

// Every code the server can answer (src/domain/error-codes.ts, the only codes its ApiError takes)
// is said in the page's language: a text in English and in Myanmar, or it is listed here with the
// reason no call of the app is ever answered with it (ADR 0090).
const NEVER_SHOWN: Record<NeverShown, string> = {
  METHOD_NOT_ALLOWED: "the app calls each path only with the methods the OpenAPI documents",
  PAYLOAD_TOO_LARGE: "the app's forms cap every field far below the 100 KB a request body may have",
  HEADERS_TOO_LARGE: "the app sends a token and a few short headers, far below 16 KB",
};
const MYANMAR = /[\u1000-\u109f]/;
const never = (code: ErrorCode): code is NeverShown => code in NEVER_SHOWN;

describe("the app's text of each API error code", () => {
  it.each([...ERROR_CODES])(
    "%s has an English and a Myanmar text, or a reason it never reaches the app",
    (code) => {
      const key = refusalKey(code);
      if (never(code)) {
        expect(
          en[key as keyof typeof en],
          `${code} is said after all: take it off NEVER_SHOWN`,
        ).toBeUndefined();
        return;
      }
      const english = en[key as keyof typeof en];
      const myanmar = my[key];
      expect(english, `English text of ${code} (${key})`).toBeTruthy();
      expect(myanmar, `Myanmar text of ${code} (${key})`).toMatch(MYANMAR);
      expect(myanmar).not.toBe(english);
    },
  );

  it("has no refusal text for a code the server does not answer", () => {
    const said = Object.keys(en)
      .filter((key) => key.startsWith("refusal."))
      .map((key) => key.slice("refusal.".length));
    expect(said.filter((code) => !(ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
    expect(said.length).toBeGreaterThan(20);
  });

  it("gives an unknown code a key no text has", () => {
    expect(en[refusalKey("NO_SUCH_CODE") as keyof typeof en]).toBeUndefined();
    expect(en[refusalKey("toString") as keyof typeof en]).toBeUndefined();
  });
});
