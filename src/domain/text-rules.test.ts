import { describe, expect, it } from "vitest";
import { hasInvisibleCharacters, hasVisibleText, isPlainEmail, isTicketName } from "./text-rules.ts";

describe("hasVisibleText", () => {
  it("refuses text made only of spaces and invisible characters", () => {
    expect(hasVisibleText("\u200b\u200c\u200d\u2060\ufeff")).toBe(false);
    expect(hasVisibleText(" \u3164 \u00ad ")).toBe(false);
    expect(hasVisibleText("Aung")).toBe(true);
    expect(hasVisibleText("မောင်")).toBe(true);
  });
});

describe("hasInvisibleCharacters", () => {
  it("finds zero-width and bidi characters", () => {
    expect(hasInvisibleCharacters("de\u200bmo")).toBe(true);
    expect(hasInvisibleCharacters("\u202eevil")).toBe(true);
    expect(hasInvisibleCharacters("demo")).toBe(false);
  });
});

describe("isPlainEmail", () => {
  it.each([
    ["demo@flights.example.mm", true],
    ["first.last+tag@example.com", true],
    ["демо@пример.рф", true],
    ["d\u0435mo@flights.example.mm", false],
    ["demo@flights.ex\u0430mple.mm", false],
    ["de\u200bmo@flights.example.mm", false],
    ["<script>@example.test", false],
    ['"quoted"@example.test', false],
    [".demo@example.test", false],
    ["demo@-example.test", false],
  ])("%s: %s", (email, expected) => {
    expect(isPlainEmail(email)).toBe(expected);
  });
});

describe("isTicketName", () => {
  it.each([
    ["Aung Kyaw", true],
    ["José Müller-O'Neil", true],
    ["Jose\u0301", true],
    ["မောင်မောင်", true],
    ["Adult1", true],
    ["Aung 😀", false],
    ["Иван", false],
    ["王伟", false],
    ["123", false],
  ])("%s: %s", (name, expected) => {
    expect(isTicketName(name)).toBe(expected);
  });
});
