import type { FlightOffer } from "../../domain/flight-offer.ts";
import { partyPrice } from "../../domain/party-price.ts";
import type { Translate } from "../../i18n/translate-core.ts";

/** The words beside an offer's total when it is the price of several travellers. */
export interface PartyNote {
  /** After the amount: "total for 3 travellers". */
  totalFor: string;
  /** As the amount's label: "Total for 3 travellers". */
  totalForLabel: string;
  /** One traveller's own price: "$465.00 USD per person", or "… per adult" in a family with children. */
  each: string;
}

/**
 * What a total for several travellers says beside it (results cards, Flight Details, choose and
 * the ticket step), in the page's language; null for one traveller, whose price is the total.
 * @example partyNote(offer, t, price)?.each // "$465.00 USD per adult"
 */
export function partyNote(
  offer: Pick<FlightOffer, "travelerPricings">,
  t: Translate,
  price: (usd: string) => string,
): PartyNote | null {
  const { travellers, each } = partyPrice(offer);
  if (!each) return null;
  return {
    totalFor: t("price.totalFor", { n: travellers }),
    totalForLabel: t("price.totalForLabel", { n: travellers }),
    each: t(each.per === "person" ? "price.eachPerson" : "price.eachAdult", { price: price(each.usd) }),
  };
}
