/**
 * A round trip chosen leg by leg (ADR 0071): the outbound list, then the returns that fit the
 * chosen outbound. The chosen outbound is in the results' address (`outbound=`), beside the search
 * and the list's sort and filters, so that Back and a reload keep it. Each list shows one leg of
 * whole-trip offers: a card is that leg with the whole trip's price, and sort and filters read that
 * leg (its stops, time, airlines) and the whole trip's price.
 */
import type { FlightOffer } from "./flight-offer.ts";
import { readOffers, readSearchAnswer, type SearchAnswer } from "./offer-view.ts";
import { isObject } from "./shape.ts";

/** The address key of the chosen outbound (an `outboundId` of the outbounds call). */
export const OUTBOUND_KEY = "outbound";

/** The step of a round trip: choosing the outbound, or the return of a chosen outbound. */
export type Leg = "outbound" | "return";

/**
 * The chosen outbound an address carries; null when none (or not one the call could take).
 * @example readOutbound({ outbound: "Y~UB101@2026-12-01" }) // "Y~UB101@2026-12-01"
 */
export function readOutbound(query: Record<string, string | undefined>): string | null {
  const value = query[OUTBOUND_KEY]?.trim() ?? "";
  return value !== "" && value.length <= 200 ? value : null;
}

/**
 * The offer as its leg's card shows it: only that leg's itinerary, the whole trip's price, rules
 * and travellers.
 * @example legOf(trip, "return").itineraries // [trip.itineraries[1]]
 */
export function legOf(trip: FlightOffer, leg: Leg): FlightOffer {
  const index = leg === "outbound" ? 0 : 1;
  return { ...trip, itineraries: trip.itineraries.slice(index, index + 1) };
}

/** A leg's list as the results read it: the cards' offers, and each card's whole trip by card id. */
export interface LegAnswer extends SearchAnswer {
  trips: ReadonlyMap<string, FlightOffer>;
}

const isTrip = (offer: FlightOffer) => offer.itineraries.length === 2;

/**
 * Reads the outbounds call's answer: one card per outbound (its id the `outboundId`), each with its
 * cheapest whole trip; `offers` null when an entry is not an outbound with a round-trip offer.
 */
export function readOutboundsAnswer(body: unknown): LegAnswer | undefined {
  const answer = readSearchAnswer(body);
  if (!answer || !isObject(body)) return undefined;
  const entries = Array.isArray(body.data) ? body.data : null;
  const offers = readOffers(entries?.map((entry) => (isObject(entry) ? entry.offer : null)));
  const ids = entries?.map((entry) => (isObject(entry) ? entry.outboundId : null)) ?? [];
  if (!offers?.every(isTrip) || !ids.every((id) => typeof id === "string"))
    return { ...answer, offers: null, trips: new Map() };
  const cards = offers.map((trip, i) => ({ ...legOf(trip, "outbound"), id: String(ids[i]) }));
  return {
    ...answer,
    offers: cards,
    trips: new Map(cards.map((card, i) => [card.id, offers[i] as FlightOffer])),
  };
}

/** Reads the returns call's answer: one card per return (its id the whole trip's), with its trip. */
export function readReturnsAnswer(body: unknown): LegAnswer | undefined {
  const answer = readSearchAnswer(body);
  if (!answer) return undefined;
  if (!answer.offers?.every(isTrip)) return { ...answer, offers: null, trips: new Map() };
  return {
    ...answer,
    offers: answer.offers.map((trip) => legOf(trip, "return")),
    trips: new Map(answer.offers.map((trip) => [trip.id, trip])),
  };
}
