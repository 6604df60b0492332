/**
 * Checks on the card form of the payment step (the sandbox provider takes any card that passes
 * them): Luhn check digit, expiry MM/YY not past, CVV/CVN of 3 or 4 digits, a holder name.
 */

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  holder: string;
}

/** Which field failed and why; the screen words it from the payment dictionary. */
export interface CardProblem {
  field: keyof CardInput;
  code: "card.number" | "card.expiry" | "card.expired" | "card.cvv" | "card.holder";
}

/** The digits of a card number as typed (spaces and dashes dropped). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/**
 * Luhn check on 12 to 19 digits.
 * @example luhnValid("4242 4242 4242 4242") // true
 */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Reads MM/YY (also MM/YYYY, and MMYY typed without the slash, as printed on many cards) as the
 * card's last month, `YYYY-MM`.
 * @example parseExpiry("07/29") // "2029-07"
 * @example parseExpiry("0729") // "2029-07"
 */
export function parseExpiry(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text) ?? /^\s*(\d{2})(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]?.length === 2 ? `20${match[2]}` : match[2];
  return `${year}-${String(month).padStart(2, "0")}`;
}

/**
 * An expiry as the form shows it once the field is left: MM/YY when it reads as one ("729" is
 * not, and stays as typed for the rule to refuse).
 * @example tidyExpiry("0729") // "07/29"
 * @example tidyExpiry("7/2029") // "07/29"
 */
export function tidyExpiry(text: string): string {
  const month = parseExpiry(text);
  return month ? `${month.slice(5, 7)}/${month.slice(2, 4)}` : text;
}

/**
 * A card number as the form shows it once the field is left: its digits in groups of four, as
 * on the card, when it is only digits, spaces and dashes; else as typed.
 * @example tidyCardNumber("4242424242424242") // "4242 4242 4242 4242"
 */
export function tidyCardNumber(text: string): string {
  const digits = cardDigits(text);
  if (!/^\d{12,19}$/.test(digits)) return text;
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * A card is good through the last day of its expiry month.
 * @example expiryNotPast("11/26", "2026-11-30") // true
 */
export function expiryNotPast(text: string, today: string): boolean {
  const month = parseExpiry(text);
  return month !== null && month >= today.slice(0, 7);
}

/** First failing check of the card form, in the form's order; null when the card may be charged. */
export function validateCard(card: CardInput, today: string): CardProblem | null {
  if (!luhnValid(card.number)) return { field: "number", code: "card.number" };
  if (parseExpiry(card.expiry) === null) return { field: "expiry", code: "card.expiry" };
  if (!expiryNotPast(card.expiry, today)) return { field: "expiry", code: "card.expired" };
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return { field: "cvv", code: "card.cvv" };
  if (card.holder.trim().length < 2) return { field: "holder", code: "card.holder" };
  return null;
}
