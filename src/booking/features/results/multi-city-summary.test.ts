import { describe, expect, it } from "vitest";
import { multiCityParams } from "../../../domain/test-data.ts";
import { translator } from "../../../i18n/translate.ts";
import { multiCityRoute } from "./multi-city-summary.ts";
import { summaryText } from "./summary-text.ts";

const circuit = multiCityParams("2026-12-10", { adults: 2 });

describe("the summary banner of a multi-city search", () => {
  it("says the route leg after leg, and the first and last dates", () => {
    expect(summaryText(circuit, null, "en", translator("en"))).toEqual({
      route: "RGN → NYU → MDL → HEH → RGN",
      facts: "Multi-city · Economy · December 10, 2026 - December 19, 2026 · Passengers: 2",
      modifyHref: "/",
    });
  });

  it("marks where an open jaw starts again", () => {
    const openJaw = [
      { from: "RGN", to: "MDL", departureDate: "2026-12-10" },
      { from: "HEH", to: "RGN", departureDate: "2026-12-14" },
    ];
    expect(multiCityRoute(openJaw)).toBe("RGN → MDL, HEH → RGN");
  });

  it("speaks Myanmar", () => {
    const { facts, modifyHref } = summaryText(circuit, null, "my", translator("my"));
    expect(facts).toContain("မြို့များစွာ");
    expect(facts).toContain("၂၀၂၆");
    expect(modifyHref).toBe("/my/");
  });
});
