import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { USD } from "../../../domain/money.ts";
import { flightOffer } from "../../../domain/test-data.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { translator } from "../../../i18n/translate.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { FlightSummary } from "./FlightSummary.tsx";

const CITIES: Record<string, string> = {
  RGN: "Yangon",
  NYU: "Bagan",
  MDL: "Mandalay",
  HEH: "Heho",
  BKK: "Bangkok",
};

/** A leg of one flight from `from` to `to` on `day` of December 2026. */
const leg = (n: number, from: string, to: string, day: number) => {
  const at = `2026-12-0${day}T07:30:00`;
  return {
    duration: "PT1H20M",
    segments: [
      {
        id: String(n),
        carrierCode: "K7",
        number: String(240 + n),
        aircraft: { code: "AT7" },
        departure: { iataCode: from, at },
        arrival: { iataCode: to, at: at.replace("07:30", "08:50") },
        duration: "PT1H20M",
        numberOfStops: 0,
      },
    ],
  };
};

/** The circuit as Choose stores it: one offer of four itineraries. */
const circuit: FlightOffer = {
  ...flightOffer({ total: "311.85" }),
  itineraries: [
    leg(1, "RGN", "NYU", 1),
    leg(2, "NYU", "MDL", 2),
    leg(3, "MDL", "HEH", 3),
    leg(4, "HEH", "RGN", 4),
  ],
};

function draw(offer: FlightOffer, locale: Locale = "en") {
  const html = renderIn(
    <FlightSummary
      offer={offer}
      t={translator(locale)}
      city={(code) => CITIES[code] ?? code}
      currency={USD}
      locale={locale}
    />,
    locale,
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the ticket step's flight summary", () => {
  it("shows every leg of a multi-city offer, numbered, under the whole journey", () => {
    const html = draw(circuit);
    expect(html).toContain("Yangon → Bagan → Mandalay → Heho → Yangon");
    expect(html).toContain("1 Dec 2026 – 4 Dec 2026");
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`Flight ${n} of 4`);
    for (const flight of ["K7241", "K7242", "K7243", "K7244"]) expect(html).toContain(flight);
    expect(html).toContain("Multi-city");
    expect(html).not.toContain(translator("en")("ticket.return"));
  });

  it("in Myanmar too", () => {
    const html = draw(circuit, "my");
    expect(html).toContain("ခရီးစဉ် ၄ ခုအနက် ၃ ခုမြောက်");
    expect(html).toContain("မြို့များစွာ");
  });

  it("keeps a round trip's departure and return", () => {
    const html = draw(flightOffer({ returnCarrier: "PG" }));
    expect(html).toContain(translator("en")("ticket.outbound"));
    expect(html).toContain(translator("en")("ticket.return"));
    expect(html).toContain(translator("en")("ticket.roundTrip"));
    expect(html).not.toContain("of 2");
  });
});
