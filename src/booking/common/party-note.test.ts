import { describe, expect, it } from "vitest";
import type { TravelerPricing } from "../../domain/flight-offer.ts";
import { formatPrice, USD } from "../../domain/money.ts";
import { translator } from "../../i18n/translate.ts";
import { partyNote } from "./party-note.ts";

const pricing = (travelerType: "ADULT" | "CHILD", total: string): TravelerPricing => ({
  travelerId: "1",
  fareOption: "STANDARD",
  travelerType,
  price: { currency: "USD", total, base: total },
  fareDetailsBySegment: [],
});
const family = {
  travelerPricings: [pricing("ADULT", "465.00"), pricing("ADULT", "465.00"), pricing("CHILD", "364.50")],
};
const couple = { travelerPricings: [pricing("ADULT", "465.00"), pricing("ADULT", "465.00")] };
const mmk = { code: "MMK" as const, exchangeRate: 2100 };

describe("partyNote", () => {
  it("says the total is for the party, and one person's price, in English", () => {
    const t = translator("en");
    expect(partyNote(couple, t, (usd) => formatPrice(usd, USD, "en"))).toEqual({
      totalFor: "total for 2 travellers",
      totalForLabel: "Total for 2 travellers",
      each: "$465.00 USD per person",
    });
    expect(partyNote(family, t, (usd) => formatPrice(usd, USD, "en"))?.each).toBe("$465.00 USD per adult");
  });

  it("says it in Myanmar, its count and price in Myanmar digits", () => {
    const note = partyNote(family, translator("my"), (usd) => formatPrice(usd, mmk, "my"));
    expect(note?.totalFor).toBe("ခရီးသည် ၃ ဦးအတွက် စုစုပေါင်း");
    expect(note?.each).toBe("လူကြီးတစ်ဦးလျှင် ၉၇၆,၅၀၀ MMK");
    expect(partyNote(couple, translator("my"), (usd) => formatPrice(usd, USD, "my"))?.each).toBe(
      "တစ်ဦးလျှင် $၄၆၅.၀၀ USD",
    );
  });

  it("says nothing beside one traveller's price", () => {
    const one = { travelerPricings: [pricing("ADULT", "465.00")] };
    expect(partyNote(one, translator("en"), (usd) => usd)).toBeNull();
  });
});
