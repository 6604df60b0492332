import { describe, expect, it } from "vitest";
import type { Locale } from "../../../i18n/locales.ts";
import { renderIn } from "../../common/testing-render.tsx";
import ChangeScreen from "./ChangeScreen.tsx";

/** The page as the build draws it: no address read, nobody known to be signed in. */
function built(locale: Locale, search: Record<string, string> = {}) {
  return renderIn(<ChangeScreen params={{}} search={search} />, locale);
}

describe("the change page as built", () => {
  it("says how a change is arranged and links to the bookings in the page's language", () => {
    const html = built("en");
    expect(html).toContain("<h1");
    expect(html).toContain('href="/bookinghistory"');
    expect(built("my")).toContain('href="/my/bookinghistory"');
  });

  it("waits for who is signed in before asking for a named booking", () => {
    const html = built("en", { booking: "BK1" });
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain("BK1");
  });
});
