/** A request to take money from a customer's card or mobile wallet into their prepaid wallet. */
export interface TopUpCharge {
  userId: string;
  /** US cents, already validated (100 to 1,000,000). */
  amount: number;
  /** How the customer pays, e.g. "kpay" or "card"; the provider decides what it accepts. */
  method: string;
  /** Our id for this attempt; providers use it to make retries idempotent. */
  reference: string;
}

export type TopUpResult =
  | { status: "succeeded"; providerReference: string }
  | { status: "declined"; message: string };

/**
 * Where top-up money comes from. The sandbox provider succeeds at once; a live provider
 * (a card acquirer or a mobile-wallet gateway) implements the same interface.
 */
export interface PaymentProvider {
  name: string;
  charge(request: TopUpCharge): Promise<TopUpResult>;
}
