import { describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { flightOffer, searchParams, user } from "../../../domain/test-data.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { TicketForm } from "./TicketForm.tsx";

const withCabin = (offer: FlightOffer, cabin: string) =>
  ({
    ...offer,
    travelerPricings: [
      { fareDetailsBySegment: [{ cabin, includedCheckedBags: { weight: 20, weightUnit: "KG" } }] },
    ],
  }) as unknown as FlightOffer;

/** The form as the page draws it (stored contact and passengers come once it is in the browser). */
function draw(offer: FlightOffer, isAgent: boolean, locale: Locale = "en", infants = 0) {
  const search = searchParams({ children: 1, infants });
  return renderIn(<TicketForm offer={offer} search={search} user={user({ isAgent })} />, locale);
}

describe("the ticket form", () => {
  it("says how infants on lap the search counted are added, and nothing without them", () => {
    expect(draw(flightOffer(), false, "en", 2)).toContain(
      "Infants on lap (2) cannot be booked online yet. Call +95\u00a09\u00a0123\u00a0456\u00a0789, +95\u00a01\u00a0234\u00a0567 to add them",
    );
    expect(draw(flightOffer(), false, "my", 1)).toContain("မွေးကင်းစ (၁) ဦး");
    expect(draw(flightOffer(), false)).not.toContain("Infants on lap");
  });

  it("says the baggage as the offer gives it in English, and in kilo in Myanmar", () => {
    const offer = withCabin(flightOffer(), "ECONOMY");
    expect(draw(offer, false)).toContain("20 KG");
    const myanmar = draw(offer, false, "my");
    expect(myanmar).toContain("၂၀ ကီလို အထိ");
    expect(myanmar).not.toContain("KG");
  });

  it("draws the route, a button for the passenger and the total", () => {
    const html = draw(withCabin(flightOffer({ returnCarrier: "PG" }), "BUSINESS"), false);
    expect(html).toContain("RGN to BKK");
    expect(html).toContain("Enter Passenger 1");
    expect(html).toContain("Business");
    expect(html).toContain('Total: </span><span class="text-lg font-semibold">$100.00 USD');
    expect(html).toContain('aria-labelledby="ticket-contact-heading"');
  });

  it("prices the offer as base fare, tax and total, the lines adding up to the total", () => {
    const offer = flightOffer();
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
    expect(card(draw(priced, false, "my"))).toContain("အခြေခံ စျေးနှုန်း $584.00 USD အခွန် $84.00 USD");
  });
});
