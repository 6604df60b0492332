import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { tripTypeOf } from "../../../domain/trip-type.ts";
import type { Translate } from "../../../i18n/translate.ts";

/**
 * The heading of an offer's itinerary: Departure and Return on one-way and round trips, "Flight
 * 1", "Flight 2"… on a multi-city trip.
 * @example itineraryLabel(multiCityOffer(), 2, t) // "Flight 3"
 */
export function itineraryLabel(offer: FlightOffer, index: number, t: Translate): string {
  const kind = tripTypeOf(offer.itineraries);
  if (kind === "MULTI_CITY") return t("searchPanel.flightN", { n: index + 1 });
  return index === 0 ? t("results.departure") : t("results.return");
}

/**
 * The trip's badge on a card: Round Trip, Multi-city, or none for one way.
 * @example tripLabel(multiCityOffer(), t) // "Multi-city"
 */
export function tripLabel(offer: FlightOffer, t: Translate): string | null {
  const kind = tripTypeOf(offer.itineraries);
  if (kind === "ROUND_TRIP") return t("results.roundTrip");
  return kind === "MULTI_CITY" ? t("searchPanel.multiCity") : null;
}
