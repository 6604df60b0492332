import { topUpStillNeeded } from "../../../domain/payment-result.ts";

/** The way to pay a route shows: the wallet (/payment), a card or KBZPay. */
export type PaymentVariant = "wallet" | "card" | "kpay";

/** What the payment step shows before Pay Now; cents. */
export interface PaymentFigures {
  /** The wallet's balance: undefined while asked for, null when not known (signed out). */
  balance: number | null | undefined;
  /** What the booking costs. */
  due: number;
  /**
   * What is topped up before paying from the wallet, and how; null when nothing is. `shortfall`:
   * the wallet's Pay Now would not cover it; the card form beside it tops it up.
   */
  topUp: { amount: number; method: "card" | "kpay"; shortfall: boolean } | null;
}

/**
 * The figures of the payment step for the chosen way to pay. A card or KBZPay Pay Now tops the
 * wallet up by the amount due, less what an earlier attempt topped up and left there (`kept`),
 * then pays from the wallet. The wallet's Pay Now pays from the balance alone; when that is
 * short, the shortfall is what the card form beside it tops up.
 * @example paymentFigures("wallet", 18_100, 5_000, 0).topUp // { amount: 13_100, method: "card", shortfall: true }
 * @example paymentFigures("kpay", 18_100, 0, 18_100).topUp // null
 */
export function paymentFigures(
  variant: PaymentVariant,
  due: number,
  balance: number | null | undefined,
  kept: number,
): PaymentFigures {
  if (variant !== "wallet") {
    const amount = topUpStillNeeded(due, kept);
    return { balance, due, topUp: amount > 0 ? { amount, method: variant, shortfall: false } : null };
  }
  const short = typeof balance === "number" ? Math.max(0, due - balance) : 0;
  return { balance, due, topUp: short > 0 ? { amount: short, method: "card", shortfall: true } : null };
}
