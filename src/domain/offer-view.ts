/**
 * What the results and choose screens read from an offer: each direction's route, times, stops
 * and duration, the fare's refund rule, and a check that an answer really is a list of offers.
 */
import { parseDuration } from "./duration.ts";
import { type FlightOffer, type Itinerary, isFlightOffer } from "./flight-offer.ts";
import { toCents } from "./money.ts";
import { type RouteNotice, readNotices } from "./route-notice.ts";
import { isObject } from "./shape.ts";

export interface ItinerarySummary {
  from: string;
  to: string;
  fromTerminal?: string;
  toTerminal?: string;
  /** Airport-local date-times. */
  departureAt: string;
  arrivalAt: string;
  /** Door to door, minutes (null when the offer's duration is unreadable). */
  minutes: number | null;
  /** Connections: one fewer than the flights. */
  stops: number;
  carriers: string[];
}

/**
 * One direction at a glance: first departure, last arrival, stops.
 * @example summarize(offer.itineraries[0]) // { from: "RGN", to: "BKK", stops: 0, minutes: 90, ... }
 */
export function summarize(itinerary: Itinerary): ItinerarySummary {
  const first = itinerary.segments[0];
  const last = itinerary.segments.at(-1);
  return {
    from: first?.departure.iataCode ?? "",
    to: last?.arrival.iataCode ?? "",
    fromTerminal: first?.departure.terminal,
    toTerminal: last?.arrival.terminal,
    departureAt: first?.departure.at ?? "",
    arrivalAt: last?.arrival.at ?? "",
    minutes: parseDuration(itinerary.duration),
    stops: Math.max(0, itinerary.segments.length - 1) + sum(itinerary.segments.map((s) => s.numberOfStops)),
    carriers: [...new Set(itinerary.segments.map((s) => s.carrierCode))],
  };
}

/** The most connections in any direction of the offer (what the Stops filter reads). */
export function offerStops(offer: FlightOffer): number {
  return Math.max(0, ...offer.itineraries.map((it) => summarize(it).stops));
}

/** Every airline that flies a segment of the offer, in order of appearance. */
export function offerCarriers(offer: FlightOffer): string[] {
  return [...new Set(offer.itineraries.flatMap((it) => it.segments.map((s) => s.carrierCode)))];
}

/** The offer's grand total in cents (0 when unreadable, which never happens with our server). */
export function offerCents(offer: FlightOffer): number {
  return toCents(offer.price.grandTotal) ?? 0;
}

/** What a refund costs under the fare's rules. */
export type RefundRule =
  | { kind: "free" }
  | { kind: "fee"; feeUsd: string }
  | { kind: "none" }
  | { kind: "unknown" };

/**
 * The fare's refund rule from the offer's `fareRules` (the Amadeus shape: a REFUND rule with
 * `maxPenaltyAmount`, or `notApplicable` when the fare cannot be refunded).
 * @example refundRule(offer) // { kind: "fee", feeUsd: "40.00" }
 */
export function refundRule(offer: Pick<FlightOffer, "fareRules">): RefundRule {
  const rule = offer.fareRules?.rules?.find((r) => r.category === "REFUND");
  if (!rule) return { kind: "unknown" };
  if (rule.notApplicable) return { kind: "none" };
  const cents = rule.maxPenaltyAmount === undefined ? null : toCents(rule.maxPenaltyAmount);
  if (cents === null) return { kind: "unknown" };
  return cents === 0 ? { kind: "free" } : { kind: "fee", feeUsd: rule.maxPenaltyAmount ?? "0" };
}

/**
 * The offers in a search answer's `data`, or null when it is not a list of offers the screens
 * can show (the spec's 'Invalid flight data').
 */
export function readOffers(data: unknown): FlightOffer[] | null {
  return Array.isArray(data) && data.every(isFlightOffer) ? data : null;
}

/** `GET /apis/flights/search/one-ways` as the results read it. */
export interface SearchAnswer {
  /** Null when the answer's `data` is not a list of offers (the spec's 'Invalid flight data'). */
  offers: FlightOffer[] | null;
  /** Airline names by code. */
  carriers: Record<string, string>;
  /** The route notices for the search (none when the answer has none it can read). */
  notices: RouteNotice[];
}

/**
 * Reads a search answer: its offers, airline names and route notices, or undefined when it is not
 * an answer at all (not an object, or airline names that are not names). Notices that cannot be
 * read are left out, as an older server's answer has none.
 * @example readSearchAnswer({ data: [], dictionaries: { carriers: { UB: "MNA" } } }) // { offers: [], carriers: { UB: "MNA" }, notices: [] }
 */
export function readSearchAnswer(body: unknown): SearchAnswer | undefined {
  if (!isObject(body)) return undefined;
  const carriers = (isObject(body.dictionaries) && body.dictionaries.carriers) || {};
  return isObject(carriers) && Object.values(carriers).every((name) => typeof name === "string")
    ? {
        offers: readOffers(body.data),
        carriers: carriers as Record<string, string>,
        notices: readNotices(body.notices) ?? [],
      }
    : undefined;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
}
