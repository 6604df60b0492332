import { describe, expect, it } from "vitest";
import type { LegView } from "../../../domain/booking-legs.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { LegDates } from "./LegDates.tsx";

const leg = (n: number, origin: string, destination: string) =>
  ({ name: { kind: "leg", number: n, of: 3 }, key: `leg-${n}`, origin, destination }) as unknown as LegView;
const legs = [leg(1, "RGN", "NYU"), leg(2, "NYU", "MDL"), leg(3, "MDL", "HEH")];
const labels = { day: "Day", month: "Month", year: "Year", chooseMonth: "Choose" };

describe("a multi-city booking's legs on the change form", () => {
  it("offers a box per leg and a date field only for the ticked one", () => {
    const value = [
      { change: false, date: "2026-12-10" },
      { change: true, date: "2026-12-13" },
      { change: false, date: "2026-12-14" },
    ];
    const html = renderIn(<LegDates legs={legs} value={value} onChange={() => undefined} labels={labels} />);
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toContain("Change Flight 2 of 3: NYU → MDL");
    expect(html).toContain('id="change-leg-2"');
    expect(html).not.toContain('id="change-leg-1"');
    expect(html).not.toContain('id="change-leg-3"');
    expect(html).toContain("New date for Flight 2 of 3");
  });

  it("speaks Myanmar on /my/", () => {
    const value = legs.map(() => ({ change: false, date: "2026-12-10" }));
    const html = renderIn(
      <LegDates legs={legs} value={value} onChange={() => undefined} labels={labels} />,
      "my",
    );
    expect(html).toContain("ပြောင်းရန်");
    expect(html).not.toContain("Change Flight");
  });
});
