import type { FlightOffer } from "./flight-offer.ts";
import { toCents } from "./money.ts";
import { hasStrings, isObject } from "./shape.ts";

/**
 * Cancelling a paid booking: what comes back to the wallet, from the fare's rules (the offer's
 * `fareRules` as it was bought: REFUND and NO_SHOW, whole-party fees in US cents) and the time
 * left before the first flight leaves. The server prices every quote and every confirmation with
 * it; the booking app only shows what the server answered. See docs/adr/0075.
 */

/**
 * A cancellation this close to the first departure counts as a no-show: check-in has closed (an
 * hour before an international flight, 45 minutes before a domestic one) or is about to, and the
 * seat can no longer be sold again.
 */
export const NO_SHOW_MINUTES = 120;
/** A quote holds this long at most; earlier when the time reaches the no-show boundary. */
export const QUOTE_VALID_MINUTES = 15;

/** The fees the fare's rules charge the whole party, in US cents; null: the rule does not allow it. */
export interface CancellationRules {
  /** What a refund costs; null: the fare is not refundable. */
  refundFee: number | null;
  /** What a no-show costs on top; null: a no-show forfeits the fare. */
  noShowFee: number | null;
}

/**
 * What the quote says comes back: REFUND (the paid amount less the fees, maybe 0),
 * NON_REFUNDABLE (the fare allows no refund: 0 back) or FORFEITED (a no-show on a fare a no-show
 * forfeits: 0 back).
 */
export type QuoteKind = "REFUND" | "NON_REFUNDABLE" | "FORFEITED";

/** A cancellation quote. Amounts are US cents; `paid - refundFee - noShowFee = refund`. */
export interface CancellationQuote {
  quoteId: string;
  kind: QuoteKind;
  /** True when the cancellation falls within {@link NO_SHOW_MINUTES} of departure. */
  noShow: boolean;
  paid: number;
  /** The refund fee charged (at most what was paid). */
  refundFee: number;
  /** The no-show fee charged (at most what is left after the refund fee). */
  noShowFee: number;
  refund: number;
  /** When the first flight leaves (ISO, UTC). */
  departsAt: string;
  quotedAt: string;
  /** After this the quote is priced again (a confirmation gets a 409 with the new one). */
  expiresAt: string;
}

const MINUTE = 60_000;

/**
 * The cancellation rules of an offer's `fareRules` (REFUND and NO_SHOW). A rule that is
 * missing or unreadable allows nothing: an offer without rules promised no refund.
 * @example cancellationRules({ fareRules: { currency: "USD", rules: [{ category: "REFUND", maxPenaltyAmount: "50.00" }] } })
 * // { refundFee: 5000, noShowFee: null }
 */
export function cancellationRules(offer: Pick<FlightOffer, "fareRules">): CancellationRules {
  const fee = (category: "REFUND" | "NO_SHOW") => {
    const rule = offer.fareRules?.rules?.find((r) => r.category === category);
    if (!rule || rule.notApplicable || rule.maxPenaltyAmount === undefined) return null;
    return toCents(rule.maxPenaltyAmount);
  };
  return { refundFee: fee("REFUND"), noShowFee: fee("NO_SHOW") };
}

/** What a quote is priced from. Times are UTC milliseconds. */
export interface QuoteInput {
  /** What the booking cost, US cents. */
  paid: number;
  rules: CancellationRules;
  /** When the first flight leaves. */
  departsAt: number;
  now: number;
}

/**
 * The quote for cancelling now, or "DEPARTED" once the first flight has left (nothing can be
 * cancelled then). Fees never exceed what was paid.
 * @example quoteCancellation({ paid: 20000, rules: { refundFee: 5000, noShowFee: null }, departsAt, now })
 * // { kind: "REFUND", refundFee: 5000, noShowFee: 0, refund: 15000, ... } days before departure
 */
export function quoteCancellation(input: QuoteInput): CancellationQuote | "DEPARTED" {
  const { paid, rules, departsAt, now } = input;
  if (now >= departsAt) return "DEPARTED";
  const noShowFrom = departsAt - NO_SHOW_MINUTES * MINUTE;
  const noShow = now >= noShowFrom;
  const expires = Math.min(now + QUOTE_VALID_MINUTES * MINUTE, noShow ? departsAt : noShowFrom);
  const base = {
    noShow,
    paid,
    departsAt: new Date(departsAt).toISOString(),
    quotedAt: new Date(now).toISOString(),
    expiresAt: new Date(expires).toISOString(),
  };
  const priced = (kind: QuoteKind, refundFee: number, noShowFee: number) => {
    const refund = paid - refundFee - noShowFee;
    return { ...base, kind, refundFee, noShowFee, refund, quoteId: writeQuoteId(kind, refund, expires) };
  };
  if (noShow && rules.noShowFee === null) return priced("FORFEITED", paid, 0);
  if (rules.refundFee === null) return priced("NON_REFUNDABLE", paid, 0);
  const refundFee = Math.min(rules.refundFee, paid);
  const noShowFee = noShow ? Math.min(rules.noShowFee ?? 0, paid - refundFee) : 0;
  return priced("REFUND", refundFee, noShowFee);
}

/** What a traveller accepted: the quote's kind, refund and expiry, as its id carries them. */
export interface AcceptedQuote {
  kind: QuoteKind;
  refund: number;
  expiresAt: number;
}

const KIND_LETTER: Record<QuoteKind, string> = { REFUND: "R", NON_REFUNDABLE: "N", FORFEITED: "F" };

/** The quote's id: its kind, refund and expiry, so a confirmation names what was accepted. */
function writeQuoteId(kind: QuoteKind, refund: number, expiresAt: number): string {
  return `q1-${KIND_LETTER[kind]}-${refund}-${expiresAt}`;
}

/**
 * Reads a quote id; null when it is not one {@link quoteCancellation} writes.
 * @example readQuoteId("q1-R-15000-1796000000000") // { kind: "REFUND", refund: 15000, expiresAt: 1796000000000 }
 */
export function readQuoteId(id: string): AcceptedQuote | null {
  const match = /^q1-([RNF])-(\d{1,9})-(\d{13})$/.exec(id);
  if (!match) return null;
  const kind = (Object.keys(KIND_LETTER) as QuoteKind[]).find((k) => KIND_LETTER[k] === match[1]);
  if (!kind) return null;
  return { kind, refund: Number(match[2]), expiresAt: Number(match[3]) };
}

/**
 * True when the accepted quote still stands at `now`: not past its expiry, and the quote priced
 * now has the same kind and refund. Otherwise the traveller must see the new quote first.
 */
export function quoteStillStands(accepted: AcceptedQuote, fresh: CancellationQuote, now: number): boolean {
  return now < accepted.expiresAt && accepted.kind === fresh.kind && accepted.refund === fresh.refund;
}

/** What a confirmed cancellation answers (`POST .../cancel`); amounts in US cents. */
export interface Cancellation {
  bookingId: string;
  status: "CANCELLED";
  cancelledAt: string;
  refund: number;
  balance: number;
  quote: CancellationQuote;
}

const QUOTE_KINDS: readonly string[] = ["REFUND", "NON_REFUNDABLE", "FORFEITED"];
const isCents = (value: unknown) => Number.isInteger(value);

/** True for a quote as the server answers it. */
export function isCancellationQuote(value: unknown): value is CancellationQuote {
  return (
    isObject(value) &&
    hasStrings(value, ["quoteId", "kind", "departsAt", "quotedAt", "expiresAt"]) &&
    QUOTE_KINDS.includes(String(value.kind)) &&
    typeof value.noShow === "boolean" &&
    ["paid", "refundFee", "noShowFee", "refund"].every((key) => isCents(value[key]))
  );
}

/** True for a confirmed cancellation as the server answers it. */
export function isCancellation(value: unknown): value is Cancellation {
  return (
    isObject(value) &&
    hasStrings(value, ["bookingId", "cancelledAt"]) &&
    value.status === "CANCELLED" &&
    isCents(value.refund) &&
    isCents(value.balance) &&
    isCancellationQuote(value.quote)
  );
}
