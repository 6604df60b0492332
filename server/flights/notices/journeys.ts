import type { Journey } from "../../../src/domain/route-notice.ts";
import type { OfferKey } from "../offer-id.ts";
import { flightDefinition } from "../schedule.ts";
import type { OfferSearch } from "../search.ts";

/**
 * The journeys a search asks for: every origin to every destination on the departure date (a
 * city may have two airports), and back on the return date.
 * @example searchJourneys(search) // [{ from: "RGN", to: "KYP", date: "2026-12-01" }, ...]
 */
export function searchJourneys(
  search: Pick<OfferSearch, "origins" | "destinations" | "departureDate" | "returnDate">,
): Journey[] {
  const journeys: Journey[] = [];
  for (const origin of search.origins)
    for (const destination of search.destinations) {
      journeys.push({ from: origin.iataCode, to: destination.iataCode, date: search.departureDate });
      if (search.returnDate)
        journeys.push({ from: destination.iataCode, to: origin.iataCode, date: search.returnDate });
    }
  return journeys;
}

/**
 * The journeys of an offer as its id names them (the server's own reading, never the browser's
 * segments): each direction's first departure, last arrival and first flight's date.
 */
export function offerKeyJourneys(key: OfferKey): Journey[] {
  return key.itineraries.flatMap((flights) => {
    const first = flights[0];
    const from = flightDefinition(first?.flightNumber ?? "")?.from;
    const to = flightDefinition(flights.at(-1)?.flightNumber ?? "")?.to;
    return first && from && to ? [{ from, to, date: first.date }] : [];
  });
}
