import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import { connects, type Party, priceChain } from "./itineraries.ts";
import { buildOffer, type PricedItinerary } from "./offer.ts";
import { decodeOfferId, type OfferKey } from "./offer-id.ts";
import { cabinCapacity } from "./reference.ts";
import { type FlightInstance, flightDefinition, flightInstance, type InventoryState } from "./schedule.ts";

/** The parts of a sent offer the server reads; everything else in it is ignored. */
export interface OfferInput {
  id: string;
  itineraries: Array<{
    segments: Array<{
      carrierCode: string;
      number: string;
      departure: { iataCode: string; at: string };
      arrival: { iataCode: string; at: string };
    }>;
  }>;
  price: { grandTotal: string };
  travelerPricings: Array<{ travelerType: string }>;
}

/** The seats a booking of this offer takes: one row per flight and cabin. */
export interface SeatLeg {
  flightKey: string;
  cabin: string;
  capacity: number;
  seats: number;
}

/** A sent offer, checked for shape and identity but not yet priced. */
export interface ResolvedOffer {
  key: OfferKey;
  adults: number;
  children: number;
  /** Infants on lap: priced, and given no seat in `legs`. */
  infants: number;
  legs: SeatLeg[];
  sentCents: number | null;
}

export type Repriced =
  | { kind: "unavailable" }
  | { kind: "scheduleChanged"; date: string }
  | { kind: "priced"; offer: FlightOffer; directions: PricedItinerary[]; priceChanged: boolean };

/** A sent offer that cannot be ours: bad id, segments that do not match it, wrong travellers. */
export class OfferError extends Error {
  override name = "OfferError";
  /** The API's error code for it: BAD_OFFER unless a client may want to tell it apart. */
  readonly code: "BAD_OFFER" | "TOO_MANY_INFANTS";
  constructor(message: string, code: "BAD_OFFER" | "TOO_MANY_INFANTS" = "BAD_OFFER") {
    super(message);
    this.code = code;
  }
}

/**
 * Checks that a sent offer names real flights and matches its own id, and works out the seats it
 * needs. Throws {@link OfferError} with a message for the client otherwise.
 */
export function resolveOffer(input: OfferInput): ResolvedOffer {
  const key = decodeOfferId(input.id);
  if (!key) throw new OfferError("Unknown flight offer: search again and choose a flight");
  if (key.itineraries.length !== input.itineraries.length)
    throw new OfferError("The offer's itineraries do not match the offer");
  for (const [i, itinerary] of key.itineraries.entries()) {
    const sent = input.itineraries[i]?.segments ?? [];
    if (sent.length !== itinerary.length) throw new OfferError("The offer's segments do not match the offer");
    for (const [j, s] of itinerary.entries()) {
      const def = flightDefinition(s.flightNumber);
      const seg = sent[j];
      if (!def || !seg) throw new OfferError(`Unknown flight ${s.flightNumber}`);
      if (
        `${seg.carrierCode}${seg.number}`.toUpperCase() !== `${def.carrierCode}${def.number}` ||
        seg.departure.iataCode.toUpperCase() !== def.from ||
        seg.arrival.iataCode.toUpperCase() !== def.to
      )
        throw new OfferError(`Segment ${seg.carrierCode}${seg.number} does not match the offer`);
    }
  }
  const count = (type: string) => input.travelerPricings.filter((t) => t.travelerType === type).length;
  const adults = count("ADULT");
  const children = count("CHILD");
  const infants = count("HELD_INFANT");
  if (
    adults + children + infants !== input.travelerPricings.length ||
    adults < 1 ||
    adults > 9 ||
    children > 9
  )
    throw new OfferError(
      "The offer must be priced for 1 to 9 adults, up to 9 children and infants on lap (HELD_INFANT)",
    );
  if (infants > adults)
    throw new OfferError(
      `At most one infant on lap per adult: ${infants} infants for ${adults} adults`,
      "TOO_MANY_INFANTS",
    );
  const legs = key.itineraries.flat().map((s) => ({
    flightKey: `${s.flightNumber}@${s.date}`,
    cabin: key.cabin,
    capacity: cabinCapacity(flightDefinition(s.flightNumber)?.aircraft ?? "", key.cabin),
    seats: adults + children,
  }));
  // Sorted so that concurrent bookings lock inventory rows in one order and cannot deadlock.
  legs.sort((a, b) => a.flightKey.localeCompare(b.flightKey));
  // One seat per flight and traveller: a multi-city offer that takes a flight twice is not ours.
  const twice = legs.find((leg, i) => legs[i - 1]?.flightKey === leg.flightKey);
  if (twice) throw new OfferError(`The offer takes flight ${twice.flightKey} twice`);
  return { key, adults, children, infants, legs, sentCents: toCents(input.price.grandTotal) };
}

const sameTime = (a: string, b: string) => a.slice(0, 16) === b.slice(0, 16);

/**
 * Prices a resolved offer again against `state` (the memory view, or rows just locked in the
 * database): gone or short of seats is unavailable; moved times are a schedule change (with the
 * new departure); otherwise the fresh offer, and whether its total differs from the one sent.
 */
export function repriceOffer(
  state: InventoryState,
  input: OfferInput,
  resolved: ResolvedOffer,
  party: Party,
): Repriced {
  const directions: PricedItinerary[] = [];
  for (const [i, itinerary] of resolved.key.itineraries.entries()) {
    const flights: FlightInstance[] = [];
    for (const [j, s] of itinerary.entries()) {
      const def = flightDefinition(s.flightNumber);
      const inst = def && flightInstance(def, s.date, state);
      // Closed, gone, or not on sale yet: no new time would help.
      if (!inst || inst.closed || inst.departUtc < party.notBefore || inst.date > party.lastSaleDate)
        return { kind: "unavailable" };
      const sent = input.itineraries[i]?.segments[j];
      if (
        !sent ||
        !sameTime(sent.departure.at, inst.departureAt) ||
        !sameTime(sent.arrival.at, inst.arrivalAt)
      )
        return { kind: "scheduleChanged", date: inst.departureAt };
      flights.push(inst);
    }
    if (flights.length === 2 && flights[0] && flights[1] && !connects(flights[0], flights[1]))
      return { kind: "unavailable" };
    const priced = priceChain(state, flights, party);
    if (!priced) return { kind: "unavailable" };
    directions.push(priced);
  }
  const offer = buildOffer(directions, party);
  return {
    kind: "priced",
    offer,
    directions,
    priceChanged: toCents(offer.price.grandTotal) !== resolved.sentCents,
  };
}
