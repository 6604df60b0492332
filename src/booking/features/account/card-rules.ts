/** Checks on the wallet's card form, before the payment provider sees the card. */

export type CardField = "cardNumber" | "cardExpiry" | "cardCvv" | "cardHolder";

/**
 * True for 12 to 19 digits (spaces allowed) that pass the Luhn check every card number carries.
 * @example isCardNumber("4242 4242 4242 4242") // true
 */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * True for a valid date `MM/YY` not before this month (`today` as YYYY-MM-DD).
 * @example isCardExpiry("12/27", "2026-11-23") // true
 */
export function isCardExpiry(text: string, today: string): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const expiry = `20${match[2]}-${String(month).padStart(2, "0")}`;
  return expiry >= today.slice(0, 7);
}

/** The first card field that is wrong, or null. */
export function cardProblem(
  card: Record<CardField, string>,
  today: string,
): { field: CardField; problem: "required" | "invalid" } | null {
  for (const field of ["cardNumber", "cardExpiry", "cardCvv", "cardHolder"] as const) {
    if (!card[field].trim()) return { field, problem: "required" };
  }
  if (!isCardNumber(card.cardNumber)) return { field: "cardNumber", problem: "invalid" };
  if (!isCardExpiry(card.cardExpiry, today)) return { field: "cardExpiry", problem: "invalid" };
  if (!/^\d{3,4}$/.test(card.cardCvv.trim())) return { field: "cardCvv", problem: "invalid" };
  return null;
}
