import type { FlightOffer } from "./flight-offer.ts";
import { toCents } from "./money.ts";

/** What a price for several travellers says beside its total. */
export interface PartyPrice {
  /** Everyone the offer was priced for: one traveller pricing each (adults, children, infants). */
  travellers: number;
  /**
   * One traveller's own price, a USD decimal string taken from the offer's traveller pricing (never
   * the total divided): `person` when every traveller pays it, `adult` when a child or an infant
   * pays less (the adult's price is the one a family compares). Null for a single traveller,
   * whose price is the total, and for an offer that lists no adult's price.
   */
  each: { usd: string; per: "person" | "adult" } | null;
}

/**
 * The party's size and one traveller's price, from the offer's own breakdown (`travelerPricings`).
 * @example partyPrice(offerFor2Adults) // { travellers: 2, each: { usd: "232.50", per: "person" } }
 * @example partyPrice(offerFor2AdultsAnd1Child) // { travellers: 3, each: { usd: "232.50", per: "adult" } }
 */
export function partyPrice(offer: Pick<FlightOffer, "travelerPricings">): PartyPrice {
  const pricings = offer.travelerPricings;
  const adult = pricings.find((pricing) => pricing.travelerType === "ADULT");
  if (pricings.length < 2 || !adult) return { travellers: pricings.length, each: null };
  const adultCents = toCents(adult.price.total);
  const everyoneAlike = pricings.every((pricing) => toCents(pricing.price.total) === adultCents);
  return {
    travellers: pricings.length,
    each: { usd: adult.price.total, per: everyoneAlike ? "person" : "adult" },
  };
}
