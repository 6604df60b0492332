import { localDigits } from "./myanmar-digits.ts";

/** Currencies the product shows prices in. */
export type CurrencyCode = "USD" | "MMK";

export interface Currency {
  code: CurrencyCode;
  /** Units of this currency per US dollar (USD is 1). */
  exchangeRate: number;
}

/** US dollars, the currency prices are stored in: shown until the chosen currency's rate is known. */
export const USD: Currency = { code: "USD", exchangeRate: 1 };

/**
 * Parses a decimal money string ("123.45") into integer cents without float arithmetic.
 * @example toCents("1,234.5") // 123450
 * @returns null for anything that is not a non-negative decimal with at most 2 places.
 */
export function toCents(value: string | number): number | null {
  const text = String(value).replace(/,/g, "").trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return Number(whole) * 100 + Number(fraction);
}

/**
 * Writes integer cents as the contract's decimal string.
 * @example fromCents(123450) // "1234.50"
 */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A whole number with its thousands separated by commas, as en-US writes them. Written by hand:
 * the first `Intl.NumberFormat` a page makes costs 65-100 ms of main thread on the mobile profile
 * (ICU's data), paid by every app page as this module loaded.
 * @example groupThousands(1234567) // "1,234,567"
 */
export function groupThousands(whole: number): string {
  const sign = whole < 0 ? "-" : "";
  return `${sign}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** US cents as the chosen currency counts what it shows: whole kyat (the rate applied, rounded once), or cents. */
function shownUnits(cents: number, currency: Currency): number {
  return currency.code === "MMK" ? Math.round((cents * currency.exchangeRate) / 100) : cents;
}

/** The page's language: a Myanmar page writes an amount's digits as Myanmar digits (၀-၉). */
export type PriceLocale = "en" | "my";

/**
 * An amount already in the chosen currency's shown units (whole kyat, or US cents: a top-up's
 * bounds) as the spec writes it, in the page's digits (the sign and code stay as the spec writes
 * them).
 * @example formatUnits(2100, { code: "MMK", exchangeRate: 2100 }, "my") // "၂,၁၀၀ MMK"
 */
export function formatUnits(units: number, currency: Currency, locale: PriceLocale): string {
  if (currency.code === "MMK") return localDigits(`${groupThousands(units)} MMK`, locale);
  const abs = Math.abs(units);
  const sign = units < 0 ? "-" : "";
  const amount = `${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
  return `$${sign}${localDigits(amount, locale)} USD`;
}

/**
 * Shows a USD amount in the chosen currency, as spec section 9 says: USD as `$amount USD`,
 * MMK multiplied by the exchange rate as `amount MMK`; an undefined amount gives `$0 USD` / `0 MMK`.
 * A Myanmar page writes the digits in Myanmar, as it writes dates.
 * @example formatPrice("120.50", { code: "MMK", exchangeRate: 2100 }, "en") // "253,050 MMK"
 * @example formatPrice("120.50", { code: "USD", exchangeRate: 1 }, "my") // "$၁၂၀.၅၀ USD"
 */
export function formatPrice(
  usd: string | number | undefined | null,
  currency: Currency,
  locale: PriceLocale,
): string {
  const missing = usd === undefined || usd === null;
  // The spec's "$0 USD" is for an amount that is not there; a balance of 0 reads as any amount.
  if (missing && currency.code !== "MMK") return `$${localDigits(0, locale)} USD`;
  return formatUnits(shownUnits(missing ? 0 : (toCents(usd) ?? 0), currency), currency, locale);
}

/**
 * An offer's price as the ticket step's price card shows it: the base fare, the tax (all the
 * total adds to the base) and the total, in the chosen currency. The two lines add up to the
 * total as shown: in kyat the base and the total are each rounded once and the tax is the rest.
 * @example priceBreakdown({ base: "584.00", grandTotal: "668.00" }, USD, "en").tax // "$84.00 USD"
 */
export function priceBreakdown(
  price: { base: string; grandTotal: string },
  currency: Currency,
  locale: PriceLocale,
): { base: string; tax: string; total: string } {
  const base = shownUnits(toCents(price.base) ?? 0, currency);
  const total = shownUnits(toCents(price.grandTotal) ?? 0, currency);
  return {
    base: formatUnits(base, currency, locale),
    tax: formatUnits(total - base, currency, locale),
    total: formatUnits(total, currency, locale),
  };
}

/**
 * Shows an amount of US cents (the API's wallet and payment figures) as formatPrice does.
 * @example formatCents(12345, USD, "en") // "$123.45 USD"
 */
export function formatCents(cents: number, currency: Currency, locale: PriceLocale): string {
  return formatPrice(fromCents(cents), currency, locale);
}
