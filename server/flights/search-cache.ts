import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { OfferSearch } from "./search.ts";

/** How many distinct searches are remembered; the oldest goes first. */
const MAX_ENTRIES = 500;

/**
 * Remembers search answers until the inventory view changes (any sale, expiry or refresh bumps
 * its version) or the minute turns (the sales cutoff and advance-purchase prices move with the
 * clock). Popular searches repeat far more often than seats sell, so most are answered from here.
 */
export function createSearchCache<T = FlightOffer[]>() {
  const entries = new Map<string, { stamp: string; offers: T }>();
  const keyOf = (s: OfferSearch) =>
    [
      s.origins.map((a) => a.iataCode).join(","),
      s.destinations.map((a) => a.iataCode).join(","),
      s.departureDate,
      s.returnDate ?? "",
      s.adults,
      s.children,
      s.infants,
      s.cabin,
      s.limit,
      s.fareType,
    ].join("|");
  /** The cached answer, or `compute()`'s, remembered under the view's version and the minute. */
  const byKey = (key: string, version: number, now: Date, compute: () => T): T => {
    const stamp = `${version}@${Math.floor(now.getTime() / 60_000)}`;
    const hit = entries.get(key);
    if (hit?.stamp === stamp) return hit.offers;
    const offers = compute();
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? "");
    entries.set(key, { stamp, offers });
    return offers;
  };
  return {
    /**
     * The cached answer for a search, or `compute()`'s; `also` tells apart answers of the same
     * search (the round-trip returns of each outbound).
     */
    get: (search: OfferSearch, version: number, now: Date, compute: () => T, also = "") =>
      byKey(also ? `${keyOf(search)}|${also}` : keyOf(search), version, now, compute),
    /** The same for a search named by its own key (a multi-city search: `multi|…`). */
    byKey,
  };
}
