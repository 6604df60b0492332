import { addMonths, isIsoDate } from "./dates.ts";
import { toLatinDigits } from "./myanmar-digits.ts";

/**
 * A passport number as it is stored: upper case, Latin digits, no spaces.
 * @example passportNumberOf(" ma 1234567 ") // "MA1234567"
 */
export function passportNumberOf(text: string): string {
  return toLatinDigits(text).replace(/\s+/g, "").toUpperCase();
}

/**
 * True for a passport number: 5 to 9 letters and digits (ICAO 9303's document number has at most
 * 9), read as `passportNumberOf` stores it.
 * @example isPassportNumber("MA1234567") // true
 * @example isPassportNumber("!!") // false
 */
export function isPassportNumber(text: string): boolean {
  return /^[A-Z0-9]{5,9}$/.test(passportNumberOf(text));
}

/** The spec's passport validity note: 6 months after travel. */
export const PASSPORT_VALID_MONTHS = 6;

/**
 * The day a passport should still be valid on (6 months after the last flight) when it expires
 * earlier, though not before the last flight (the rules refuse that): the passenger step warns
 * and books all the same. Null when there is nothing to warn about.
 * @example shortValidity("2027-03-02", "2026-12-01") // "2027-06-01"
 * @example shortValidity("2030-01-01", "2026-12-01") // null
 */
export function shortValidity(expiry: string, lastTravelDate: string): string | null {
  if (!isIsoDate(expiry) || !isIsoDate(lastTravelDate) || expiry < lastTravelDate) return null;
  const until = addMonths(lastTravelDate, PASSPORT_VALID_MONTHS);
  return expiry < until ? until : null;
}
