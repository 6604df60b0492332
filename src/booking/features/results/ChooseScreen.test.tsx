import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { formatPrice, USD } from "../../../domain/money.ts";
import { flightOffer } from "../../../domain/test-data.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/translate.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { Chosen } from "./ChooseScreen.tsx";
import { flying } from "./testing-offers.ts";

/** Choose as drawn for `offer`, in `locale`. */
function choose(offer: FlightOffer, locale: Locale = "en") {
  return renderIn(
    <Chosen
      offer={offer}
      t={translator(locale)}
      locale={locale}
      price={(amount) => formatPrice(amount, USD, locale)}
      backHref="/flights"
      ticketHref="/ticket"
    />,
    locale,
  );
}
const testid = (page: string, id: string) =>
  [...page.matchAll(new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`, "g"))].map(([, text]) =>
    text?.replace(/\u00a0/g, " "),
  );

describe("Choose's stops", () => {
  it("name the connection's airport and length, as the card does, in both languages", () => {
    const viaKul = flying(
      ["MH741", "RGN", "KUL", "2026-12-01T12:50:00", "2026-12-01T17:25:00"],
      ["MH796", "KUL", "BKK", "2026-12-01T18:45:00", "2026-12-01T19:50:00"],
    );
    expect(testid(choose(viaKul), "stops")).toEqual(["1 Stop · KUL · 1 h 20 min"]);
    expect(testid(choose(viaKul, "my"), "stops")).toEqual(["ခရီးထောက် ၁ ခု · KUL · ၁ နာရီ ၂၀ မိနစ်"]);
  });

  it("say a stop of the same aircraft, flag a short connection, and Nonstop for each direction without", () => {
    const loop = flying(
      ["K7266", "RGN", "NYU", "2026-12-01T06:45:00", "2026-12-01T08:05:00"],
      ["K7266", "NYU", "HEH", "2026-12-01T08:35:00", "2026-12-01T09:10:00"],
    );
    expect(testid(choose(loop), "stops")).toEqual(["Stops in NYU, same aircraft"]);
    const shortAtBkk = flying(
      ["TG303", "RGN", "BKK", "2026-12-01T13:05:00", "2026-12-01T15:05:00"],
      ["TG403", "BKK", "SIN", "2026-12-01T16:15:00", "2026-12-01T19:35:00"],
    );
    expect(testid(choose(shortAtBkk), "stop-warning")).toEqual(["Short connection"]);
    const roundTrip = flightOffer({ returnCarrier: "K7" });
    expect(testid(choose(roundTrip), "stops")).toEqual(["Nonstop", "Nonstop"]);
  });
});
