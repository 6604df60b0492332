import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LegView } from "../../../domain/booking-legs.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { Spinner } from "../../Spinner.tsx";
import { CHANGE_KEYS, ChangeView } from "./ChangeView.tsx";

const leg = (direction: LegView["direction"], origin: string, destination: string) =>
  ({
    direction,
    origin,
    destination,
    originCity: `${origin} city`,
    destinationCity: `${destination} city`,
    airlineName: "Air KBZ",
    departDate: "Dec 20",
    departTime: "07:30",
    arriveDate: "Dec 20",
    arriveTime: "08:55",
    flights: ["K7 222", "K7 224"],
  }) as LegView;

describe("the change page's view", () => {
  it("uses no text but those the page carries for its early copy (CHANGE_KEYS)", () => {
    const { t, used } = recordingTranslator();
    renderToStaticMarkup(<Spinner label={t("app.loading")} />);
    renderToStaticMarkup(
      <ChangeView
        t={t}
        bookingId="BK1"
        legs={[leg("outbound", "RGN", "MDL"), leg("return", "MDL", "RGN")]}
      />,
    );
    expect([...used].sort()).toEqual([...CHANGE_KEYS].sort());
  });

  it("lists the named booking's flights only when there are legs to show", () => {
    const { t } = recordingTranslator();
    const withLegs = renderToStaticMarkup(
      <ChangeView t={t} bookingId="BK1" legs={[leg("outbound", "RGN", "MDL")]} />,
    );
    expect(withLegs).toContain("RGN city (RGN) → MDL city (MDL)");
    expect(withLegs).toContain("K7 222 + K7 224");
    expect(renderToStaticMarkup(<ChangeView t={t} bookingId="BK1" legs={null} />)).not.toContain("RGN city");
  });
});
