import { describe, expect, it } from "vitest";
import type { TravelerPricing, TravelerType } from "./flight-offer.ts";
import { partyPrice } from "./party-price.ts";

function pricing(travelerType: TravelerType, total: string): TravelerPricing {
  return {
    travelerId: "1",
    fareOption: "STANDARD",
    travelerType,
    price: { currency: "USD", total, base: total },
    fareDetailsBySegment: [],
  };
}

describe("partyPrice", () => {
  it("says nothing beside the price of one traveller, whose price is the total", () => {
    expect(partyPrice({ travelerPricings: [pricing("ADULT", "465.00")] })).toEqual({
      travellers: 1,
      each: null,
    });
  });

  it("gives adults travelling together the price each of them pays", () => {
    const three = [pricing("ADULT", "465.00"), pricing("ADULT", "465.00"), pricing("ADULT", "465.00")];
    expect(partyPrice({ travelerPricings: three })).toEqual({
      travellers: 3,
      each: { usd: "465.00", per: "person" },
    });
  });

  it("takes one's price from the breakdown, not from the total divided and rounded", () => {
    // Three adults at $33.34 make $100.02; a division of a $100.00 total would say $33.33.
    const three = [pricing("ADULT", "33.34"), pricing("ADULT", "33.34"), pricing("ADULT", "33.34")];
    expect(partyPrice({ travelerPricings: three }).each).toEqual({ usd: "33.34", per: "person" });
  });

  it("gives a family the adult's price when a child pays less, and counts the child", () => {
    const family = [pricing("ADULT", "465.00"), pricing("ADULT", "465.00"), pricing("CHILD", "364.50")];
    expect(partyPrice({ travelerPricings: family })).toEqual({
      travellers: 3,
      each: { usd: "465.00", per: "adult" },
    });
  });

  it("reads prices written differently as the same amount", () => {
    const two = [pricing("ADULT", "120.5"), pricing("ADULT", "120.50")];
    expect(partyPrice({ travelerPricings: two }).each?.per).toBe("person");
  });

  it("says nothing when the offer lists no traveller or no adult", () => {
    expect(partyPrice({ travelerPricings: [] })).toEqual({ travellers: 0, each: null });
    const children = [pricing("CHILD", "90.00"), pricing("CHILD", "90.00")];
    expect(partyPrice({ travelerPricings: children })).toEqual({ travellers: 2, each: null });
  });
});
