import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { CheapestDay } from "../../src/domain/search-day.ts";
import type { HotTransaction } from "../db/prepared.ts";
import type { Tx } from "../payments/ledger.ts";
import type { MultiCitySearch } from "./multi-city-search.ts";
import type { PricedItinerary } from "./offer.ts";
import type { OfferKey } from "./offer-id.ts";
import type { OfferInput, Repriced, SeatLeg } from "./reprice.ts";
import type { OutboundChoice } from "./round-trip.ts";
import type { OfferSearch } from "./search.ts";

/** What a booking transaction receives once its seats are taken: the offer as priced now. */
export interface HeldOffer {
  offer: FlightOffer;
  directions: PricedItinerary[];
  legs: SeatLeg[];
}

/** Seats given back on one flight and cabin. */
export interface ReturnedSeats {
  flightKey: string;
  cabin: string;
  seats: number;
}

export type HoldOutcome<T> =
  | { kind: "held"; value: T; held: HeldOffer }
  | { kind: "priceChanged"; offer: FlightOffer }
  | { kind: "scheduleChanged"; date: string }
  | { kind: "unavailable" };

/** What moving a booking's seats to another offer did, or why it could not (nothing written then). */
export type MoveOutcome =
  | { kind: "moved"; held: HeldOffer; taken: SeatLeg[]; returned: ReturnedSeats[] }
  | { kind: "priceChanged"; offer: FlightOffer }
  | { kind: "scheduleChanged"; date: string }
  | { kind: "unavailable" };

/**
 * Where flights come from. The embedded inventory implements it today; a real airline or
 * aggregator API can implement it beside it without the routes changing.
 */
export interface FlightProvider {
  /** Offers for a checked search, cheapest first. Must not wait on the database. */
  search(search: OfferSearch, now: Date): FlightOffer[];
  /** Complete multi-city trips for a checked search, cheapest first. Must not wait on the database. */
  multiCity(search: MultiCitySearch, now: Date): FlightOffer[];
  /**
   * A round trip leg by leg: every outbound with its cheapest whole trip, cheapest first. Must
   * not wait on the database.
   */
  roundTripOutbounds(search: OfferSearch & { returnDate: string }, now: Date): OutboundChoice[];
  /**
   * Every return that fits the outbound `outboundId`, each as the whole trip's offer, cheapest
   * first; null when the id is not one of the search's outbounds. Must not wait on the database.
   */
  roundTripReturns(
    search: OfferSearch & { returnDate: string },
    outboundId: string,
    now: Date,
  ): FlightOffer[] | null;
  /**
   * The cheapest grand total on each of `dates`, a round trip keeping its length (null where
   * nothing flies). Must not wait on the database.
   */
  cheapestDates(search: OfferSearch, dates: readonly string[], now: Date): CheapestDay[];
  /**
   * The flights of an offer id in every fare family on sale for the party, cheapest first; null
   * when the flights are not on sale. Must not wait on the database.
   */
  families(
    key: OfferKey,
    party: { adults: number; children: number; infants: number },
    now: Date,
  ): FlightOffer[] | null;
  /**
   * Prices a sent offer again from the provider's current view, taking nothing.
   * @throws OfferError when the offer is not one of ours.
   */
  price(input: OfferInput, now: Date): Repriced;
  /**
   * Re-checks the offer at the source of truth and, if it still stands at the sent price, runs
   * `persist` (which writes the booking, usually deferred to the commit) and takes the seats for
   * it, in one transaction (so a failed write gives them back).
   * @throws OfferError when the offer is not one of ours.
   */
  hold<T extends { id: string }>(
    input: OfferInput,
    now: Date,
    persist: (tx: HotTransaction, held: HeldOffer) => T | Promise<T>,
  ): Promise<HoldOutcome<T>>;
  /** Expires unpaid holds older than `now` and gives their seats back; answers their booking ids. */
  releaseExpired(now: Date): Promise<string[]>;
  /**
   * When the first flight of a booked offer id leaves (UTC ms), operations changes applied; null
   * when the id or its flight is not one of ours. Must not wait on the database.
   */
  departsAt(offerId: string): number | null;
  /**
   * True when each leg of an offer id leaves at least the minimum connection after the previous
   * leg lands (operations changes applied), as the multi-city search pairs legs; false when a
   * flight is not one of ours. Must not wait on the database.
   */
  legsInOrder(offerId: string): boolean;
  /**
   * Releases a booking's seat holds and gives their seats back on sale, inside `tx` (a cancelled
   * booking's); answers what it gave back, for {@link seatsReturned} once `tx` committed.
   */
  releaseSeats(tx: Tx, bookingId: string, now: Date): Promise<ReturnedSeats[]>;
  /** Updates the provider's view with seats a committed transaction gave back. */
  seatsReturned(returned: readonly ReturnedSeats[]): void;
  /**
   * Moves a paid booking's seats to the offer `input` inside `tx` (a date change, the booking's
   * row locked): priced again against the locked rows, the old seats back on sale and the new
   * ones taken only when it still stands at the sent price; nothing written otherwise.
   * @throws OfferError when the offer is not one of ours.
   */
  moveSeats(tx: Tx, bookingId: string, input: OfferInput, now: Date): Promise<MoveOutcome>;
  /** Updates the provider's view with a committed move's seats. */
  seatsMoved(taken: readonly SeatLeg[], returned: readonly ReturnedSeats[]): void;
  /** Reloads the provider's view from its source (seats sold elsewhere, operations changes). */
  refresh(): Promise<void>;
}
