/** Checks on the wallet's card form, before the payment provider sees the card. */
import { type CardProblem, validateCard } from "../../../domain/card.ts";

export type CardField = "cardNumber" | "cardExpiry" | "cardCvv" | "cardHolder";

/** The payment step's card fields (src/domain/card.ts) as the wallet's form names them. */
const WALLET_FIELD = {
  number: "cardNumber",
  expiry: "cardExpiry",
  cvv: "cardCvv",
  holder: "cardHolder",
} as const;

/** What is wrong: empty, or which of the payment step's rules it breaks (each has its message). */
export type CardFieldProblem = "required" | (CardProblem["code"] extends `card.${infer Rule}` ? Rule : never);

/**
 * The first card field that is wrong, or null: an empty field first, then the payment step's
 * rules (Luhn, an expiry read and not past, a 3 or 4 digit CVV, a holder), one set for both
 * card forms.
 */
export function cardProblem(
  card: Record<CardField, string>,
  today: string,
): { field: CardField; problem: CardFieldProblem } | null {
  for (const field of ["cardNumber", "cardExpiry", "cardCvv", "cardHolder"] as const) {
    if (!card[field].trim()) return { field, problem: "required" };
  }
  const invalid = validateCard(
    { number: card.cardNumber, expiry: card.cardExpiry, cvv: card.cardCvv, holder: card.cardHolder },
    today,
  );
  return invalid
    ? { field: WALLET_FIELD[invalid.field], problem: invalid.code.slice("card.".length) as CardFieldProblem }
    : null;
}
