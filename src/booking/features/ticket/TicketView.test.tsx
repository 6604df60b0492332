import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { makeOffer } from "../../../domain/testing-offers.ts";
import { recordingTranslator } from "../../../i18n/recording-translator.ts";
import { translator } from "../../../i18n/translate.ts";
import { TICKET_KEYS, TicketView } from "./TicketView.tsx";

const withCabin = (offer: FlightOffer, cabin: string) =>
  ({
    ...offer,
    travelerPricings: [
      { fareDetailsBySegment: [{ cabin, includedCheckedBags: { weight: 20, weightUnit: "KG" } }] },
    ],
  }) as unknown as FlightOffer;

const slots = [
  { number: 1, kind: "Adult" as const, name: "Aung Kyaw", saved: true },
  { number: 2, kind: "Child" as const, name: null, saved: false },
];

function draw(offer: FlightOffer, isAgent: boolean, t = translator("en"), infants = 0) {
  return renderToStaticMarkup(
    <TicketView
      offer={offer}
      contact={{ firstName: "Su", email: "su@example.mm" }}
      contactErrors={{}}
      slots={slots}
      isAgent={isAgent}
      infants={infants}
      t={t}
      locale="en"
      city={(code) => ({ RGN: "Yangon", BKK: "Bangkok" })[code] ?? code}
      currency={{ code: "USD", exchangeRate: 1 }}
    />,
  );
}

describe("TicketView", () => {
  it("uses no text the /ticket page does not carry for its early copy (TICKET_KEYS)", () => {
    const { t: recording, used } = recordingTranslator();
    for (const cabin of ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST"])
      for (const offer of [makeOffer(), makeOffer({ returnCarrier: "PG", stops: 1 })])
        for (const isAgent of [false, true])
          draw(withCabin(offer, cabin), isAgent, recording, isAgent ? 1 : 0);
    expect([...used].sort()).toEqual([...TICKET_KEYS].sort());
  });

  it("says how infants on lap the search counted are added, and nothing without them", () => {
    expect(draw(makeOffer(), false, translator("en"), 2)).toContain(
      "Infants on lap (2) cannot be booked online yet. Call +95\u00a09\u00a0123\u00a0456\u00a0789, +95\u00a01\u00a0234\u00a0567 to add them",
    );
    expect(draw(makeOffer(), false, translator("my"), 1)).toContain("မွေးကင်းစ (၁) ဦး");
    expect(draw(makeOffer(), false)).not.toContain("Infants on lap");
  });

  it("says the baggage as the offer gives it in English, and in kilo in Myanmar", () => {
    const offer = withCabin(makeOffer(), "ECONOMY");
    expect(draw(offer, false)).toContain("20 KG");
    const myanmar = draw(offer, false, translator("my"));
    expect(myanmar).toContain("၂၀ ကီလို အထိ");
    expect(myanmar).not.toContain("KG");
  });

  it("draws the route, the contact as given, each passenger and the total", () => {
    const html = draw(withCabin(makeOffer({ returnCarrier: "PG" }), "BUSINESS"), false);
    expect(html).toContain("Yangon to Bangkok");
    expect(html).toContain('value="su@example.mm"');
    expect(html).toContain("Aung Kyaw");
    expect(html).toContain("Enter Passenger 2");
    expect(html).toContain("Business");
    expect(html).toContain('Total: </span><span class="text-lg font-semibold">$100.00 USD');
    // Fixed ids, so the page's copy and the screen name their sections alike.
    expect(html).toContain('aria-labelledby="ticket-contact-heading"');
  });

  it("prices the offer as base fare, tax and total, the lines adding up to the total", () => {
    const offer = makeOffer();
    const priced = {
      ...offer,
      price: {
        ...offer.price,
        base: "584.00",
        total: "668.00",
        grandTotal: "668.00",
        taxes: [
          { amount: "20.00", code: "MM" },
          { amount: "64.00", code: "YQ" },
        ],
      },
    };
    const card = (html: string) =>
      (/<section[^>]*aria-labelledby="ticket-price-heading".*?<\/section>/s.exec(html)?.[0] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    expect(card(draw(priced, false))).toBe("Price Base fare $584.00 USD Tax $84.00 USD Total $668.00 USD");
    expect(card(draw(priced, false, translator("my")))).toContain("အခြေခံ စျေးနှုန်း $584.00 USD အခွန် $84.00 USD");
  });
});
