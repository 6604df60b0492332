import { describe, expect, it, vi } from "vitest";
import { $texts, loadTexts, textsReady } from "./texts.ts";

// Two areas that cannot be downloaded (offline): Myanmar payment texts, English account texts.
vi.mock("../i18n/my/payment.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});
vi.mock("../i18n/en/account.ts", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("the booking app's texts", () => {
  it("start with the shell's English only", () => {
    const { texts } = $texts.get();
    expect(texts.en["app.loading"]).toBe("Loading…");
    expect(texts.en["results.heading"]).toBeUndefined();
    expect(texts.my).toEqual({});
  });

  it("are ready in English at once, in Myanmar once every part has arrived", async () => {
    expect(textsReady($texts.get(), "en", ["booking", "results"])).toBe(true);
    expect(textsReady($texts.get(), "my", ["booking", "results"])).toBe(false);
    const loading = loadTexts("my", ["booking", "results"]);
    expect(textsReady($texts.get(), "my", ["booking", "results"])).toBe(false);
    await loading;
    expect(textsReady($texts.get(), "my", ["booking", "results"])).toBe(true);
    expect(textsReady($texts.get(), "my", ["booking", "ticket"])).toBe(false);
    expect($texts.get().texts.my["app.loading"]).toBe("ဖွင့်နေသည်…");
    expect($texts.get().texts.my["results.heading"]).toMatch(/[\u1000-\u109f]/);
    expect($texts.get().texts.my["ticket.heading"]).toBeUndefined();
  });

  it("add an area's English to the English texts", async () => {
    await loadTexts("en", ["results", "rules"]);
    expect($texts.get().texts.en["results.heading"]).toBe("{n} Result flights");
    expect($texts.get().texts.en["field.city"]).toBe("City");
  });

  it("count a Myanmar area that cannot be downloaded as arrived, so English shows", async () => {
    await expect(loadTexts("my", ["payment"])).resolves.toBeUndefined();
    expect(textsReady($texts.get(), "my", ["booking", "payment"])).toBe(true);
    expect(Object.keys($texts.get().texts.my).some((key) => key.startsWith("payment."))).toBe(false);
  });

  it("fail like the screen's code when English cannot be downloaded", async () => {
    await expect(loadTexts("en", ["account"])).rejects.toThrow();
    expect($texts.get().settled.has("en:account")).toBe(false);
  });
});
