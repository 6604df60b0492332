import { describe, expect, it } from "vitest";
import { flightOffer, searchParams } from "../../../domain/test-data.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { useT } from "../../use-t.ts";
import { FareLine, shownFareType } from "./FareLine.tsx";

const domestic = searchParams({ travelType: 1, to: "MDL", fareType: "citizen" });
const abroad = searchParams({ travelType: 2, fareType: "citizen" });

/** The line as a screen draws it, with the page's texts. */
function Line({ fareType }: { fareType: "citizen" | "foreigner" | null | undefined }) {
  return <FareLine fareType={fareType} t={useT()} />;
}

describe("the fare the results show", () => {
  it("is the search's fare type at home, before and after the offers come", () => {
    expect(shownFareType(domestic, { kind: "loading" })).toBe("citizen");
    expect(
      shownFareType({ ...domestic, fareType: "foreigner" }, { kind: "ready", offers: [], carriers: {} }),
    ).toBe("foreigner");
  });

  it("is none abroad, unless the offers stay in Myanmar; not known before the search is", () => {
    expect(shownFareType(abroad, { kind: "ready", offers: [flightOffer()], carriers: {} })).toBeNull();
    const home = { ...flightOffer(), fareType: "citizen" as const };
    expect(shownFareType(abroad, { kind: "ready", offers: [home], carriers: {} })).toBe("citizen");
    expect(shownFareType(null, { kind: "loading" })).toBeUndefined();
    expect(shownFareType({ ...domestic, fareType: undefined }, { kind: "loading" })).toBeNull();
  });

  it("is said in the page's language, with the other fare a press away", () => {
    const citizen = renderIn(<Line fareType="citizen" />);
    expect(citizen).toContain("Myanmar citizen fare: NRC needed for each adult");
    expect(citizen).toContain("Not a Myanmar citizen? Show foreigner fares");
    const foreigner = renderIn(<Line fareType="foreigner" />, "my");
    expect(foreigner).toContain("နိုင်ငံခြားသား ဈေးနှုန်း - လူကြီးတစ်ဦးချင်းစီအတွက် ပတ်စပို့ လိုအပ်ပါသည်");
    expect(foreigner).toContain("မြန်မာနိုင်ငံသား ဖြစ်ပါက နိုင်ငံသား ဈေးနှုန်း ကြည့်ရန်");
    expect(renderIn(<Line fareType={null} />)).toBe(renderIn(null));
  });

  it("before the search is known, holds the line the page's head marked, the other left out", () => {
    const page = renderIn(<Line fareType={undefined} />);
    const lines = [...page.matchAll(/<div class="([^"]*)">(.*?)<\/div>/g)];
    expect(lines.map(([, classes, text]) => [classes?.split(" ").slice(0, 2), text?.slice(0, 120)])).toEqual([
      [["hidden", "[html[data-fare=citizen]_&amp;]:flex"], expect.stringContaining("Myanmar citizen fare")],
      [["hidden", "[html[data-fare=foreigner]_&amp;]:flex"], expect.stringContaining("Foreigner fare")],
    ]);
  });
});
