/**
 * What the /flights page's head (src/api/early-search.ts) reads from the address and writes on
 * the page's root element before its first paint, for what the built results screen cannot know:
 * the round trip's step, a multi-city trip, and the fare line of a domestic search. The screen,
 * until it has read the search itself, shows or leaves out the places those take by CSS on these
 * attributes (ResultsScreen.tsx), so nothing below them moves when the search is read
 * (docs/adr/0074-results-marked-before-first-paint.md).
 */
import { type FareType, readFareType } from "./fare-type.ts";

/** The results' trip as the page's root element carries it (`data-trip`). */
export type TripMark = "outbound" | "return" | "multi-city";

/** The root element's attributes, as they are written (and as the screen's CSS reads them). */
export interface ResultsMark {
  /** `data-trip`: a round trip's step or a multi-city trip; absent for a one-way search. */
  trip?: TripMark;
  /** `data-fare`: the fare line's fare type, on a domestic search (`travelType=1`). */
  fare?: FareType;
}

/**
 * The marks of a results address, with `fareType` the fare the search is priced for (the
 * address's, or the Country setting's; none if it names no fare type), as the app reads them (search-query.ts, multi-city-query.ts,
 * round-trip-legs.ts).
 * @example resultsMark(new URLSearchParams("travelType=1&returnDate=2026-12-09"), "citizen") // { trip: "outbound", fare: "citizen" }
 */
export function resultsMark(address: URLSearchParams, fareType: string): ResultsMark {
  const mark: ResultsMark = {};
  if (address.get("legs")) mark.trip = "multi-city";
  else if (address.get("returnDate")) mark.trip = address.get("outbound")?.trim() ? "return" : "outbound";
  const fare = readFareType(fareType);
  if (Number(address.get("travelType")) === 1 && fare) mark.fare = fare;
  return mark;
}
