import { type FlightOffer, isFlightOffer } from "./flight-offer.ts";
import { toCents } from "./money.ts";
import { hasStrings, isObject } from "./shape.ts";

/**
 * Changing the date of a paid booking: what a new flight costs on top of what was paid, from
 * the fare's rules as bought (the offer's `fareRules` EXCHANGE: the whole party's change fee in
 * US cents, or `notApplicable`), of which the legs that move pay their share. The server prices
 * every quote with it; the booking app only shows what the server answered. See docs/adr/0079
 * and 0088.
 */

/** A change quote holds this long at most; earlier when the booked first flight leaves. */
export const CHANGE_QUOTE_VALID_MINUTES = 15;

/**
 * The change fee the fare's EXCHANGE rule charges the whole party, in US cents; null when the
 * rule is missing (an offer saved before rules promised nothing), unreadable or `notApplicable`.
 * @example changeFee({ fareRules: { currency: "USD", rules: [{ category: "EXCHANGE", maxPenaltyAmount: "25.00" }] } }) // 2500
 */
export function changeFee(offer: Pick<FlightOffer, "fareRules">): number | null {
  const rule = offer.fareRules?.rules?.find((r) => r.category === "EXCHANGE");
  if (!rule || rule.notApplicable || rule.maxPenaltyAmount === undefined) return null;
  return toCents(rule.maxPenaltyAmount);
}

/**
 * The change fee of a trip's changed legs: the fare's whole-trip fee (from
 * {@link changeFee}) shared by flight, as the fare charges it (a family's fee per seat and flight,
 * every flight of a booking in its one family), counting only the flights of the legs that change.
 * @example changedLegsFee(7500, [{ flights: 1, changed: false }, { flights: 1, changed: true }, { flights: 1, changed: false }]) // 2500
 */
export function changedLegsFee(fee: number, legs: readonly { flights: number; changed: boolean }[]): number {
  const all = legs.reduce((sum, leg) => sum + leg.flights, 0);
  const changed = legs.reduce((sum, leg) => sum + (leg.changed ? leg.flights : 0), 0);
  return all === 0 ? 0 : Math.round((fee * changed) / all);
}

/** A leg's flights, each named once (e.g. `7Y152@2026-12-25`), in flying order. */
export type LegFlights = readonly string[];

/**
 * The change fee of moving a booking from its booked legs to new ones, one rule for every trip
 * (docs/adr/0088): {@link changedLegsFee} over the legs whose flights differ. A one-way trip's
 * leg, a round trip's direction or a multi-city trip's leg left on its booked flights costs
 * nothing; moving every leg costs the whole fee.
 * @example movedLegsFee(5000, [["UB101@2026-12-10"], ["UB102@2026-12-14"]], [["UB101@2026-12-10"], ["UB104@2026-12-16"]]) // 2500
 */
export function movedLegsFee(
  fee: number,
  booked: readonly LegFlights[],
  next: readonly LegFlights[],
): number {
  const same = (a: LegFlights, b: LegFlights) => a.length === b.length && a.every((f, i) => f === b[i]);
  return changedLegsFee(
    fee,
    booked.map((flights, i) => ({ flights: flights.length, changed: !same(flights, next[i] ?? []) })),
  );
}

/** What a change quote is priced from. Amounts are US cents; times UTC milliseconds. */
export interface ChangeQuoteInput {
  /** The fare as bought: the booked offer's grand total. */
  paid: number;
  /** The new offer's grand total, priced now. */
  newPrice: number;
  /** From {@link changeFee}: null, the fare cannot be changed. */
  fee: number | null;
  /** True when the fare gives back a cheaper new fare's difference (no family does today). */
  refundsDifference: boolean;
  /** When the booked first flight leaves. */
  departsAt: number;
  now: number;
}

/** A change quote: `fareDifference + changeFee = total`, what the wallet pays (or, below 0, gets). */
export interface ChangeQuote {
  quoteId: string;
  paid: number;
  newPrice: number;
  /** `newPrice - paid`, or 0 when the new fare is cheaper and the fare refunds no difference. */
  fareDifference: number;
  changeFee: number;
  total: number;
  quotedAt: string;
  expiresAt: string;
}

const MINUTE = 60_000;

/**
 * The quote for moving to a new offer now: "DEPARTED" once the booked first flight has left,
 * "NOT_CHANGEABLE" when the fare allows no change.
 * @example quoteChange({ paid: 10000, newPrice: 13000, fee: 2500, refundsDifference: false, departsAt, now })
 * // { fareDifference: 3000, changeFee: 2500, total: 5500, ... }
 */
export function quoteChange(input: ChangeQuoteInput): ChangeQuote | "DEPARTED" | "NOT_CHANGEABLE" {
  const { paid, newPrice, fee, refundsDifference, departsAt, now } = input;
  if (now >= departsAt) return "DEPARTED";
  if (fee === null) return "NOT_CHANGEABLE";
  const difference = newPrice - paid;
  const fareDifference = difference < 0 && !refundsDifference ? 0 : difference;
  const total = fareDifference + fee;
  const expires = Math.min(now + CHANGE_QUOTE_VALID_MINUTES * MINUTE, departsAt);
  return {
    quoteId: writeChangeQuoteId(total, expires),
    paid,
    newPrice,
    fareDifference,
    changeFee: fee,
    total,
    quotedAt: new Date(now).toISOString(),
    expiresAt: new Date(expires).toISOString(),
  };
}

/** What a traveller accepted: the total and the expiry, as the quote's id carries them. */
export interface AcceptedChange {
  total: number;
  expiresAt: number;
}

function writeChangeQuoteId(total: number, expiresAt: number): string {
  return `c1-${total}-${expiresAt}`;
}

/**
 * Reads a change quote id; null when it is not one {@link quoteChange} writes.
 * @example readChangeQuoteId("c1-5500-1796000000000") // { total: 5500, expiresAt: 1796000000000 }
 */
export function readChangeQuoteId(id: string): AcceptedChange | null {
  const match = /^c1-(-?\d{1,9})-(\d{13})$/.exec(id);
  if (!match) return null;
  return { total: Number(match[1]), expiresAt: Number(match[2]) };
}

/** True when the accepted quote still stands at `now`: not expired, and the total priced now is the same. */
export function changeStillStands(accepted: AcceptedChange, fresh: ChangeQuote, now: number): boolean {
  return now < accepted.expiresAt && accepted.total === fresh.total;
}

/** An offer a booking can move to, with what the move costs, as the server answers it. */
export interface ChangeOfferItem {
  offer: FlightOffer;
  quote: ChangeQuote;
}

/** A confirmed change (`POST .../change`); amounts in US cents. */
export interface ConfirmedChange {
  bookingId: string;
  status: "PAID";
  changedAt: string;
  offer: FlightOffer;
  charged: number;
  balance: number;
  quote: ChangeQuote;
}

const isCents = (value: unknown) => Number.isInteger(value);

/** True for a change quote as the server answers it. */
export function isChangeQuote(value: unknown): value is ChangeQuote {
  return (
    isObject(value) &&
    hasStrings(value, ["quoteId", "quotedAt", "expiresAt"]) &&
    ["paid", "newPrice", "fareDifference", "changeFee", "total"].every((key) => isCents(value[key]))
  );
}

/** True for the change offers call's answer. */
export function isChangeOffers(value: unknown): value is { bookingId: string; offers: ChangeOfferItem[] } {
  return (
    isObject(value) &&
    typeof value.bookingId === "string" &&
    Array.isArray(value.offers) &&
    value.offers.every((item) => isObject(item) && isFlightOffer(item.offer) && isChangeQuote(item.quote))
  );
}

/** True for a confirmed change as the server answers it. */
export function isConfirmedChange(value: unknown): value is ConfirmedChange {
  return (
    isObject(value) &&
    hasStrings(value, ["bookingId", "changedAt"]) &&
    value.status === "PAID" &&
    isCents(value.charged) &&
    isCents(value.balance) &&
    isFlightOffer(value.offer) &&
    isChangeQuote(value.quote)
  );
}
