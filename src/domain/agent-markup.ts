import { fromCents, toCents } from "./money.ts";

/**
 * An agent's markup on a booking (docs/adr/0083): an amount in the booking's currency (USD) for
 * each traveller, or a percentage of the net fare. The server prices a booking with these
 * functions from its own net fare; the ticket step runs the same ones to show the selling price
 * as the agent types.
 */
export const MARKUP_KINDS = ["amount", "percent"] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/** A markup as the agent sets it: `value` a decimal string with at most 2 places ("5", "12.50"). */
export interface MarkupInput {
  kind: MarkupKind;
  value: string;
}

/**
 * A markup in whole hundredths: cents for each traveller (`amount`), or hundredths of a percent
 * of the net fare (`percent`: 1000 is 10%).
 */
export interface Markup {
  kind: MarkupKind;
  hundredths: number;
}

/** No markup: the customer pays the net fare. */
export const NO_MARKUP: Markup = { kind: "percent", hundredths: 0 };

/** The highest markup on one booking, as a share of its net fare (per traveller alike). */
export const MARKUP_MAX_PERCENT = 50;

/** The highest default amount an agent can keep for each traveller, in cents (USD 1,000.00). */
export const MARKUP_MAX_AMOUNT_CENTS = 100_000;

export const MARKUP_INVALID = "The markup must be a number with at most 2 decimals, not below 0";
export const MARKUP_PERCENT_TOO_HIGH = `The markup may be at most ${MARKUP_MAX_PERCENT}% of the net fare`;
export const MARKUP_AMOUNT_TOO_HIGH = `The markup may be at most USD ${fromCents(MARKUP_MAX_AMOUNT_CENTS)} for each traveller`;

/** The message of a markup above this booking's bound, which names the bound in USD. */
export const markupTooHighMessage = (limitCents: number) =>
  `The markup may be at most ${MARKUP_MAX_PERCENT}% of the net fare: USD ${fromCents(limitCents)} on this booking`;

/** Why a markup setting cannot be kept: the three codes the API and the forms use. */
export type MarkupProblem = "MARKUP_INVALID" | "MARKUP_PERCENT_TOO_HIGH" | "MARKUP_AMOUNT_TOO_HIGH";

/**
 * Reads a markup as typed or sent.
 * @example parseMarkup({ kind: "percent", value: "12.5" }) // { kind: "percent", hundredths: 1250 }
 * @returns null for anything but a non-negative decimal with at most 2 places of a known kind.
 */
export function parseMarkup(input: { kind: string; value: string | number }): Markup | null {
  if (!(MARKUP_KINDS as readonly string[]).includes(input.kind)) return null;
  const hundredths = toCents(typeof input.value === "number" ? String(input.value) : input.value);
  if (hundredths === null) return null;
  return { kind: input.kind as MarkupKind, hundredths };
}

/** A markup written back as the API and the forms show it ("10", "12.50"). */
export function markupInput(markup: Markup): MarkupInput {
  const text = fromCents(markup.hundredths);
  return { kind: markup.kind, value: text.endsWith(".00") ? text.slice(0, -3) : text };
}

/**
 * What is wrong with a markup as a default, before any booking: at most 50% or USD 1,000.00
 * for each traveller.
 * @example settingProblem({ kind: "percent", value: "60" }) // "MARKUP_PERCENT_TOO_HIGH"
 */
export function settingProblem(input: MarkupInput): MarkupProblem | null {
  const markup = parseMarkup(input);
  if (!markup) return "MARKUP_INVALID";
  if (markup.kind === "percent" && markup.hundredths > MARKUP_MAX_PERCENT * 100)
    return "MARKUP_PERCENT_TOO_HIGH";
  if (markup.kind === "amount" && markup.hundredths > MARKUP_MAX_AMOUNT_CENTS)
    return "MARKUP_AMOUNT_TOO_HIGH";
  return null;
}

/** The one setting message of each problem (English; the forms say them in the page's language). */
export const MARKUP_MESSAGES: Record<MarkupProblem, string> = {
  MARKUP_INVALID,
  MARKUP_PERCENT_TOO_HIGH,
  MARKUP_AMOUNT_TOO_HIGH,
};

/** An agent booking's prices in cents: what the agent pays, their markup, what the customer pays. */
export interface AgentPrice {
  netCents: number;
  markupCents: number;
  sellingCents: number;
  /** The highest markup this booking takes (50% of the net fare). */
  limitCents: number;
  /** The markup is above the limit: the booking is refused. */
  tooHigh: boolean;
}

/**
 * The selling price of a booking whose net fare is `netCents` for `travellers` travellers
 * (infants on lap included): an amount counts once for each traveller, a percentage of the net
 * fare is rounded to the cent once.
 * @example agentPrice(20000, { kind: "amount", hundredths: 500 }, 2) // { netCents: 20000, markupCents: 1000, sellingCents: 21000, limitCents: 10000, tooHigh: false }
 */
export function agentPrice(netCents: number, markup: Markup, travellers: number): AgentPrice {
  const markupCents =
    markup.kind === "amount"
      ? markup.hundredths * Math.max(0, travellers)
      : Math.round((netCents * markup.hundredths) / 10_000);
  const limitCents = Math.floor((netCents * MARKUP_MAX_PERCENT) / 100);
  return {
    netCents,
    markupCents,
    sellingCents: netCents + markupCents,
    limitCents,
    tooHigh: markupCents > limitCents,
  };
}

/** An agent booking's prices as its record says them, decimal USD strings. */
export interface AgentSale {
  /** What the agent pays from their deposit: the booking's `totalPrice`. */
  net: string;
  markup: string;
  /** What the customer pays: net + markup. */
  selling: string;
  /** The agent's customer the booking is for (the contact); null once that customer is gone. */
  customerId: string | null;
}

/** An agent sale from the stored cents. */
export function agentSale(netCents: number, markupCents: number, customerId: string | null): AgentSale {
  return {
    net: fromCents(netCents),
    markup: fromCents(markupCents),
    selling: fromCents(netCents + markupCents),
    customerId,
  };
}

/** What the customer pays for a booking: the selling price of an agent's, else its total. */
export const customerPrice = (record: { totalPrice: string; agentSale?: AgentSale | null }): string =>
  record.agentSale?.selling ?? record.totalPrice;

/**
 * Each leg's share of the selling price: the net shares grown in proportion, the last leg taking
 * the rounding, so that they add up to the selling price to the cent.
 * @example sellingShares([6000, 4000], 12000) // [7200, 4800]
 */
export function sellingShares(netShares: readonly number[], sellingCents: number): number[] {
  const net = netShares.reduce((sum, cents) => sum + cents, 0);
  if (net <= 0) return netShares.map((_, i) => (i === netShares.length - 1 ? sellingCents : 0));
  const grown = netShares.map((cents) => Math.round((cents * sellingCents) / net));
  const rest = sellingCents - grown.reduce((sum, cents) => sum + cents, 0);
  return grown.map((cents, i) => (i === grown.length - 1 ? cents + rest : cents));
}

/**
 * A booking's markup as typed on the ticket step: its prices, or why it cannot be sent (not a
 * number; above half the net fare, with the limit). The server checks the same again.
 * @example bookingMarkup({ kind: "percent", value: "60" }, 10000, 1) // { problem: "MARKUP_TOO_HIGH", limitCents: 5000 }
 */
export function bookingMarkup(
  input: MarkupInput,
  netCents: number,
  travellers: number,
):
  | { price: AgentPrice; problem: null }
  | { problem: "MARKUP_INVALID" | "MARKUP_TOO_HIGH"; limitCents: number } {
  const markup = parseMarkup(input);
  const price = agentPrice(netCents, markup ?? NO_MARKUP, travellers);
  if (!markup) return { problem: "MARKUP_INVALID", limitCents: price.limitCents };
  if (price.tooHigh) return { problem: "MARKUP_TOO_HIGH", limitCents: price.limitCents };
  return { price, problem: null };
}
