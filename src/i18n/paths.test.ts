import { describe, expect, it } from "vitest";
import { localeFromPath, localizedPath, otherLocalePath } from "./paths.ts";

describe("localeFromPath", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/my", "my"],
    ["/my/", "my"],
    ["/my/contact/", "my"],
    ["/myanmar-tours", "en"],
    ["/my?x=1", "my"],
  ])("%s is %s", (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe("localizedPath", () => {
  it.each([
    ["/", "my", "/my/"],
    ["/", "en", "/"],
    ["/about", "my", "/my/about"],
    ["/about/", "my", "/my/about/"],
    ["/my/about/", "en", "/about/"],
    ["/my", "en", "/"],
    ["/my/", "en", "/"],
    ["/my/", "my", "/my/"],
    ["/contact/?q=1#faq", "my", "/my/contact/?q=1#faq"],
    ["/my/contact#faq", "en", "/contact#faq"],
    ["/myanmar-tours", "my", "/my/myanmar-tours"],
    ["about", "my", "/my/about"],
    ["", "en", "/"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});

describe("otherLocalePath", () => {
  it("switches both ways and back again", () => {
    expect(otherLocalePath("/contact/")).toBe("/my/contact/");
    expect(otherLocalePath("/my/contact/")).toBe("/contact/");
    expect(otherLocalePath(otherLocalePath("/about"))).toBe("/about");
  });
});
