import { COUNTRY_ROWS } from "./country-data.ts";

/** Myanmar's ISO 3166-1 alpha-2 code: first in every list of countries. */
export const MYANMAR = "MM";

/** One choice of a list of countries: the ISO code sent, the name shown. */
export interface CountryOption {
  code: string;
  name: string;
}

const names = new Map(COUNTRY_ROWS.map(([code, en, my]) => [code, { en, my }]));

/**
 * The code as the contract stores it: trimmed, upper case.
 * @example countryCode(" mm ") // "MM"
 */
export function countryCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * True for an ISO 3166-1 alpha-2 code of the list, in any case.
 * @example isCountryCode("mm") // true
 * @example isCountryCode("ZZ") // false
 */
export function isCountryCode(value: unknown): boolean {
  return typeof value === "string" && names.has(countryCode(value));
}

/**
 * A country's name in a language; text that is no code of the list (a booking made before
 * nationalities were codes wrote "Myanmar") is shown as it is.
 * @example countryName("TH", "my") // "ထိုင်း"
 * @example countryName("Myanmar", "en") // "Myanmar"
 */
export function countryName(value: string, locale: "en" | "my"): string {
  return names.get(countryCode(value))?.[locale] ?? value;
}

const lists = new Map<string, CountryOption[]>();

/**
 * Every country as a list offers it: Myanmar first, then the rest by name in the language's
 * order.
 * @example countryOptions("en").slice(0, 2) // [{ code: "MM", name: "Myanmar" }, { code: "AF", name: "Afghanistan" }]
 */
export function countryOptions(locale: "en" | "my"): readonly CountryOption[] {
  const known = lists.get(locale);
  if (known) return known;
  const collator = new Intl.Collator(locale);
  const rest = COUNTRY_ROWS.filter(([code]) => code !== MYANMAR)
    .map(([code, en, my]) => ({ code, name: locale === "my" ? my : en }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const list = [{ code: MYANMAR, name: countryName(MYANMAR, locale) }, ...rest];
  lists.set(locale, list);
  return list;
}
