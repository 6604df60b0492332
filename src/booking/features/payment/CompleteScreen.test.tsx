import { describe, expect, it } from "vitest";
import type { Locale } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/translate.ts";
import { renderIn } from "../../common/testing-render.tsx";
import CompleteScreen from "./CompleteScreen.tsx";

function built(locale: Locale) {
  return renderIn(<CompleteScreen />, locale);
}

describe("the confirmation step as built (the stored booking not known yet)", () => {
  it("says neither that the flight is confirmed nor that nothing is, in the page's language", () => {
    const html = built("en");
    expect(html).toMatch(/<h1[^>]*>Your booking<\/h1>/);
    expect(html).toContain("Loading…");
    expect(html).not.toContain(translator("en")("complete.heading"));
    expect(html).not.toContain(translator("en")("complete.nothingHeading"));
    expect(built("my")).toMatch(/<h1[^>]*>သင့် ဘွတ်ကင်<\/h1>/);
  });
});
