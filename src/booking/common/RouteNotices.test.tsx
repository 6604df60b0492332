import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { routeNotice } from "../../domain/test-data.ts";
import { translator } from "../../i18n/translate.ts";
import { RouteNotices } from "./RouteNotices.tsx";

const notices = [
  routeNotice({ id: 1 }),
  routeNotice({ id: 2, travellers: "citizen" }),
  routeNotice({ id: 3, travellers: "all" }),
  routeNotice({ id: 4, kind: "info", text: { en: "Bring your NRC.", my: "မှတ်ပုံတင် ယူလာပါ။" } }),
];

describe("route notices", () => {
  it("say each notice in the page's language, headed by what it is", () => {
    const en = renderToStaticMarkup(<RouteNotices notices={notices} t={translator("en")} locale="en" />);
    const headings = [...en.matchAll(/<p class="font-semibold">([^<]+)<\/p>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      "Closed to foreigners",
      "Closed to Myanmar citizens",
      "Route closed",
      "Route notice",
    ]);
    expect(en).toContain('aria-label="Notices for this trip"');
    expect(en).toContain("Bring your NRC.");
    const my = renderToStaticMarkup(<RouteNotices notices={notices} t={translator("my")} locale="my" />);
    expect(my).toContain("နိုင်ငံခြားသားများအတွက် ပိတ်ထားသည်");
    expect(my).toContain("မှတ်ပုံတင် ယူလာပါ။");
    expect(my).not.toContain("Bring your NRC.");
  });

  it("draw nothing when no notice applies", () => {
    expect(renderToStaticMarkup(<RouteNotices notices={[]} t={translator("en")} locale="en" />)).toBe("");
  });
});
