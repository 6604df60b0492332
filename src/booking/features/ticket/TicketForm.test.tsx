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

/** The text of the first part of `html` that `pattern` matches, its tags and spacing dropped. */
const textOf = (html: string, pattern: RegExp) =>
  (pattern.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const priceCard = (html: string) =>
  textOf(html, /<section[^>]*aria-labelledby="ticket-price-heading".*?<\/section>/s);

/** The form as the page draws it (stored contact and passengers come once it is in the browser). */
function draw(offer: FlightOffer, isAgent: boolean, locale: Locale = "en") {
  const search = searchParams({ children: 1 });
  return renderIn(<TicketForm offer={offer} search={search} user={user({ isAgent })} />, locale);
}

const pricing = (travelerType: "ADULT" | "CHILD" | "HELD_INFANT", total: string) => ({
  travelerId: "1",
  fareOption: "STANDARD" as const,
  travelerType,
  price: { currency: "USD" as const, total, base: total },
  fareDetailsBySegment: [],
});

describe("the ticket form", () => {
  const family = {
    ...flightOffer({ total: "1311.50" }),
    travelerPricings: [
      pricing("ADULT", "465.00"),
      pricing("ADULT", "465.00"),
      pricing("CHILD", "364.50"),
      pricing("HELD_INFANT", "17.00"),
    ],
  };

  it("gives an infant on lap a passenger of their own under their adult, in both languages", () => {
    const en = draw(family, false);
    const buttons = [...en.matchAll(/id="passenger-button-(\d)"/g)].map((m) => m[1]);
    expect(buttons).toEqual(["1", "4", "2", "3"]);
    expect(textOf(en, /<button[^>]*id="passenger-button-4".*?<\/button>/s)).toBe(
      "Infant Passenger 4 Information · on the lap of Adult Passenger 1 Enter Passenger 4 +",
    );
    expect(en).not.toContain("cannot be booked online");
    expect(textOf(draw(family, false, "my"), /<button[^>]*id="passenger-button-4".*?<\/button>/s)).toBe(
      "မွေးကင်းစ ခရီးသည် ၄ အချက်အလက် · လူကြီး ခရီးသည် ၁ ၏ ပေါင်ပေါ်တွင် ခရီးသည် ၄ ကို ထည့်ပါ +",
    );
    expect(priceCard(en)).toContain("Total for 4 travellers $1,311.50 USD $465.00 USD per adult");
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
    expect(textOf(html, /<div data-testid="continue-bar".*?<\/button>/s)).toBe("Total $100.00 USD Continue");
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
    expect(priceCard(draw(priced, false))).toBe(
      "Price Base fare $584.00 USD Tax $84.00 USD Total $668.00 USD",
    );
    expect(priceCard(draw(priced, false, "my"))).toContain("အခြေခံ စျေးနှုန်း $၅၈၄.၀၀ USD အခွန် $၈၄.၀၀ USD");
  });

  it("says a family's total is for all of them, with an adult's own price, in both languages", () => {
    const offer = flightOffer({ total: "1294.50" });
    const family = {
      ...offer,
      travelerPricings: [pricing("ADULT", "465.00"), pricing("ADULT", "465.00"), pricing("CHILD", "364.50")],
    };
    const en = draw(family, false);
    expect(priceCard(en)).toContain("Total for 3 travellers $1,294.50 USD $465.00 USD per adult");
    expect(textOf(en, /<div data-testid="continue-bar".*?<\/button>/s)).toBe(
      "Total for 3 travellers $1,294.50 USD Continue",
    );
    expect(priceCard(draw(family, false, "my"))).toContain(
      "ခရီးသည် ၃ ဦးအတွက် စုစုပေါင်း $၁,၂၉၄.၅၀ USD လူကြီးတစ်ဦးလျှင် $၄၆၅.၀၀ USD",
    );
  });
});
