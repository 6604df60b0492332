import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHROME_KEYS } from "./chrome-keys.ts";

const files = [
  "src/components/Header.astro",
  "src/components/Footer.astro",
  "src/components/StoreBadges.astro",
  "src/components/LanguageMenu.astro",
  "src/islands/AccountMenu.astro",
  "src/islands/PhoneMenu.astro",
  "src/islands/PreferenceSelects.astro",
];

describe("the chrome keys", () => {
  it("list every text the header, menus and footer mark for switching", () => {
    const marked = files.flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /data-t(?:-label|-alt)?="([\w.]+)"|(?:titleKey|closeKey|key)(?:="|: ")([\w.]+)"/g,
        ),
      ].map((match) => match[1] ?? match[2] ?? ""),
    );
    expect(marked.length).toBeGreaterThan(20);
    expect(marked.filter((key) => !(CHROME_KEYS as readonly string[]).includes(key))).toEqual([]);
  });
});
