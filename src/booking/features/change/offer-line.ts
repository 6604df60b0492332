import { detailDate, timeOf } from "../../../domain/dates.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";

/**
 * One line per leg of an offer, as the booking's own flights are written on the change page:
 * flight numbers, the local date and the times, in the page's language.
 * @example offerLines(offer, "en") // ["UB101 · 12 Dec 2026 08:30 → 09:55"]
 */
export function offerLines(offer: Pick<FlightOffer, "itineraries">, locale: "en" | "my"): string[] {
  return offer.itineraries.map((it) => {
    const depart = it.segments[0]?.departure.at ?? "";
    const arrive = it.segments.at(-1)?.arrival.at ?? "";
    const flights = it.segments.map((s) => `${s.carrierCode}${s.number}`).join(" + ");
    return `${flights} · ${detailDate(depart, locale)} ${timeOf(depart, locale)} → ${timeOf(arrive, locale)}`;
  });
}
