import type { Currency } from "./money.ts";
import { toCents } from "./money.ts";
import { toLatinDigits } from "./myanmar-digits.ts";
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from "./wallet.ts";

/**
 * What is wrong with a typed top-up amount: nothing typed (`invalid`, the form's "Please enter an
 * amount"), not an amount in the currency's form (`format`: letters, three decimals, decimals in
 * kyat), or outside the bounds (0 is below the minimum).
 */
export type TopUpProblem = "invalid" | "format" | "tooSmall" | "tooLarge";

export type TopUpAmount = { ok: true; cents: number } | { ok: false; problem: TopUpProblem };

/**
 * The contract's bounds (100 to 1,000,000 US cents) in the chosen currency's units: cents for
 * USD, whole kyat for MMK (the smallest kyat amount worth at least $1, the largest worth at
 * most $10,000), so an amount shown as the minimum is always accepted.
 * @example topUpBounds({ code: "MMK", exchangeRate: 2100 }) // { min: 2100, max: 21000000 }
 */
export function topUpBounds(currency: Currency): { min: number; max: number } {
  if (currency.code === "USD") return { min: TOP_UP_MIN_CENTS, max: TOP_UP_MAX_CENTS };
  return {
    min: Math.ceil((TOP_UP_MIN_CENTS * currency.exchangeRate) / 100),
    max: Math.floor((TOP_UP_MAX_CENTS * currency.exchangeRate) / 100),
  };
}

/** Whole kyat as typed ("100,000"), or null. */
function toKyat(text: string): number | null {
  const value = text.replace(/,/g, "").trim();
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * Reads a top-up amount typed in the chosen currency (USD with up to 2 decimals, MMK in whole
 * kyat, thousands commas and Myanmar digits allowed) into the US cents the API takes; MMK is converted by the
 * exchange rate and rounded to the cent once.
 * @example topUpCents("100,000", { code: "MMK", exchangeRate: 2100 }) // { ok: true, cents: 4762 }
 * @example topUpCents("0.50", { code: "USD", exchangeRate: 1 }) // { ok: false, problem: "tooSmall" }
 */
export function topUpCents(typed: string, currency: Currency): TopUpAmount {
  // Myanmar digits (၀-၉), which many people type, read as 0-9.
  const text = toLatinDigits(typed);
  if (text.trim() === "") return { ok: false, problem: "invalid" };
  const units = currency.code === "USD" ? toCents(text) : toKyat(text);
  if (units === null) return { ok: false, problem: "format" };
  const { min, max } = topUpBounds(currency);
  if (units < min) return { ok: false, problem: "tooSmall" };
  if (units > max) return { ok: false, problem: "tooLarge" };
  const cents = currency.code === "USD" ? units : Math.round((units * 100) / currency.exchangeRate);
  return { ok: true, cents: Math.min(TOP_UP_MAX_CENTS, Math.max(TOP_UP_MIN_CENTS, cents)) };
}
