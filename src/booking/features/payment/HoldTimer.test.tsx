import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../i18n/locales.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { HoldTimer } from "./HoldTimer.tsx";

const NOW = Date.parse("2026-12-01T00:00:00Z");

function draw(expiresAt: string, locale: Locale) {
  return renderIn(<HoldTimer expiresAt={expiresAt} onExpire={() => undefined} />, locale);
}

describe("the hold's clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the time left, in Myanmar digits on Myanmar pages", () => {
    const inTenMinutes = new Date(NOW + 605_000).toISOString();
    expect(draw(inTenMinutes, "en")).toContain("10:05");
    expect(draw(inTenMinutes, "my")).toContain("၁၀:၀၅");
  });

  it("shows nothing once the hold has run out", () => {
    expect(draw(new Date(NOW).toISOString(), "en")).toBe("");
  });
});
