/** Checks on the wallet's card form, before the payment provider sees the card. */
import { expiryNotPast, luhnValid } from "../../../domain/card.ts";

export type CardField = "cardNumber" | "cardExpiry" | "cardCvv" | "cardHolder";

/**
 * True for 12 to 19 digits (spaces allowed) that pass the Luhn check every card number carries
 * (the payment step's rule, src/domain/card.ts).
 * @example isCardNumber("4242 4242 4242 4242") // true
 */
export const isCardNumber = luhnValid;

/**
 * True for a valid date `MM/YY` (or MMYY) not before this month (`today` as YYYY-MM-DD).
 * @example isCardExpiry("12/27", "2026-11-23") // true
 */
export const isCardExpiry = expiryNotPast;

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
