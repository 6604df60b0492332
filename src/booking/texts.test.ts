import { describe, expect, it, vi } from "vitest";
import { $texts, loadTexts, type Part } from "./texts.ts";

// Areas that cannot be downloaded (offline): Myanmar payment texts, English account texts, and
// the ticket texts in both languages.
vi.mock("../i18n/my/payment.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});
vi.mock("../i18n/en/account.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});
vi.mock("../i18n/en/ticket.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});
vi.mock("../i18n/my/ticket.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

/** Every part has arrived in `locale` (or, in Myanmar, failed and been replaced by its English). */
const ready = (locale: "en" | "my", parts: Part[]) =>
  parts.every((part) => $texts.get().settled.has(`${locale}:${part}`));

const areaKeys = (locale: "en" | "my", area: string) =>
  Object.keys($texts.get().texts[locale]).filter((key) => key.startsWith(`${area}.`));

describe("the booking app's texts", () => {
  it("start with the shell's English only", () => {
    const { texts } = $texts.get();
    expect(texts.en["app.loading"]).toBe("Loading…");
    expect(texts.en["results.heading"]).toBeUndefined();
    expect(texts.my).toEqual({});
  });

  it("are ready in a language once every part has arrived in it, and Myanmar brings no English", async () => {
    expect(ready("en", ["booking"])).toBe(true);
    expect(ready("my", ["booking", "results"])).toBe(false);
    const loading = loadTexts("my", ["booking", "results"]);
    expect(ready("my", ["booking", "results"])).toBe(false);
    await loading;
    expect(ready("my", ["booking", "results"])).toBe(true);
    expect(ready("my", ["booking", "ticket"])).toBe(false);
    expect($texts.get().texts.my["app.loading"]).toBe("ဖွင့်နေသည်…");
    expect($texts.get().texts.my["results.heading"]).toMatch(/[\u1000-\u109f]/);
    expect($texts.get().texts.my["ticket.heading"]).toBeUndefined();
    // A Myanmar page never shows the area's English, so it does not download it.
    expect(areaKeys("en", "results")).toEqual([]);
    expect(ready("en", ["booking", "results"])).toBe(false);
  });

  it("add an area's English to the English texts", async () => {
    await loadTexts("en", ["results", "rules"]);
    expect(ready("en", ["booking", "results", "rules"])).toBe(true);
    expect($texts.get().texts.en["results.heading"]).toBe("{n} Result flights");
    expect($texts.get().texts.en["field.city"]).toBe("City");
  });

  it("show a Myanmar area that cannot be downloaded in English, fetched then", async () => {
    expect(areaKeys("en", "payment")).toEqual([]);
    await expect(loadTexts("my", ["payment"])).resolves.toBeUndefined();
    expect(ready("my", ["booking", "payment"])).toBe(true);
    expect(areaKeys("my", "payment")).toEqual([]);
    expect(areaKeys("en", "payment").length).toBeGreaterThan(0);
  });

  it("fail like the screen's code when English cannot be downloaded", async () => {
    await expect(loadTexts("en", ["account"])).rejects.toThrow();
    expect($texts.get().settled.has("en:account")).toBe(false);
  });

  it("fail in Myanmar when an area can be had in neither language, and ask again next time", async () => {
    await expect(loadTexts("my", ["ticket"])).rejects.toThrow();
    expect(ready("my", ["booking", "ticket"])).toBe(false);
    await expect(loadTexts("my", ["ticket"])).rejects.toThrow();
  });
});
