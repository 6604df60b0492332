/**
 * Account rules shared by the browser forms and the API, so both give the same answer:
 * password length, matching passwords, e-mail and phone shape, and the length limits.
 */

import { toLatinDigits } from "./myanmar-digits.ts";
import { fillTemplate, RULE_MESSAGES } from "./rule-messages.ts";

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work a login does (scrypt over the whole password) without limiting real passwords. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321: a forward path holds at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;

export const PASSWORDS_DO_NOT_MATCH = RULE_MESSAGES["password.mismatch"];
export const PASSWORD_TOO_SHORT = fillTemplate(RULE_MESSAGES["password.short"], { min: PASSWORD_MIN_LENGTH });
export const PASSWORD_TOO_LONG = fillTemplate(RULE_MESSAGES["password.long"], { max: PASSWORD_MAX_LENGTH });
export const EMAIL_REQUIRED = RULE_MESSAGES["email.required"];
export const EMAIL_INVALID = RULE_MESSAGES["email.invalid"];
export const PHONE_INVALID = RULE_MESSAGES["phone.invalid"];
export const PASSWORD_SAME = RULE_MESSAGES["password.same"];

// Spec section 5: "E-mail must match {email} without spaces".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Spec section 5: after an optional leading +, 6 to 15 digits.
const PHONE_PATTERN = /^\+?\d{6,15}$/;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when `text` holds control characters (C0 or DEL): any at all for one-line fields, any
 * but tab and line breaks when `multiline` (a message). PostgreSQL refuses NUL in text, and a
 * line break in a name could end up in a mail header.
 * @example hasControlCharacters("Aung\u0000") // true
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    if (!(multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN))) return true;
  }
  return false;
}

/**
 * The form in which e-mail addresses are stored and compared: trimmed and lower-cased.
 * @example normalizeEmail("  Demo@Flights.Example.MM ") // "demo@flights.example.mm"
 */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * True for a plausible address (something@domain.tld, no spaces, at most 254 characters).
 * @example isValidEmail("a@b.mm") // true
 */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * Removes the separators people type inside phone numbers (spaces, dashes, dots, brackets), and
 * writes Myanmar digits (a Myanmar keyboard's) as Latin ones.
 * @example normalizePhone("+95 9-123 456 789") // "+959123456789"
 * @example normalizePhone("၀၉ ၇၈၁၂ ၃၄၅၆၇") // "09781234567"
 */
export function normalizePhone(raw: string): string {
  return toLatinDigits(raw).replace(/[\s\-.()]/g, "");
}

/**
 * A stored phone number as people read it: a booking keeps it without its + (spec section 3), so
 * an international number gets it back; one typed the local way ("09 7812 34567"), starting with
 * the trunk 0, stays as it is (a + before it would make a number no one can dial).
 * @example phoneShown("959420000111") // "+959420000111"
 * @example phoneShown("09781234567") // "09781234567"
 */
export function phoneShown(stored: string): string {
  const digits = stored.replace(/^\+/, "");
  return digits === "" || digits.startsWith("0") ? digits : `+${digits}`;
}

/**
 * True when the phone number, once normalised, is 6 to 15 digits after an optional +.
 * @example isValidPhone("+95 9 123 456 789") // true
 */
export function isValidPhone(raw: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(raw));
}

/**
 * True when a password change would set the password already set: refused, as it would change
 * nothing but sign the other sessions out.
 */
export function isSamePassword(currentPassword: string, newPassword: string): boolean {
  return newPassword === currentPassword;
}

/**
 * What is wrong with a new password, or null when it is acceptable.
 * @example passwordProblem("short") // "Password must be at least 8 characters"
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

/**
 * True when the confirmation repeats the password exactly (no trimming: spaces count).
 * @example passwordsMatch("Secret123!", "Secret123!") // true
 */
export function passwordsMatch(password: string, confirmPassword: string): boolean {
  return password === confirmPassword;
}
