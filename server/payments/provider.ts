/** A request to take money from a customer's card or mobile wallet into their prepaid wallet. */
export interface TopUpCharge {
  userId: string;
  /** US cents, already validated (100 to 1,000,000). */
  amount: number;
  /** How the customer pays, e.g. "kpay" or "card"; the provider decides what it accepts. */
  method: string;
  /**
   * Our id for this top-up, recorded (`top_ups`) before the charge: the provider charges a
   * reference at most once, so a retry after a crash cannot charge the customer twice.
   */
  reference: string;
}

export type TopUpResult =
  | { status: "succeeded"; providerReference: string }
  | { status: "declined"; message: string };

/**
 * Where top-up money comes from. The sandbox provider (server/payments/sandbox-provider.ts)
 * stands in for a live one (a card acquirer or a mobile-wallet gateway) behind this interface.
 * A call that throws (a timeout, a lost connection) leaves the charge's fate unknown: ask
 * {@link PaymentProvider.lookup} later.
 */
export interface PaymentProvider {
  name: string;
  /**
   * Charges `request.amount` once per `request.reference`: the same reference again answers the
   * first result and charges nothing more (as gateways' idempotency keys do).
   */
  charge(request: TopUpCharge): Promise<TopUpResult>;
  /** What became of the charge with this reference; null when the provider never received it. */
  lookup(reference: string): Promise<TopUpResult | null>;
}
