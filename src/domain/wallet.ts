/** The wallet's shapes (contract "Wallet and payment"): amounts are integer US cents. */

export type LedgerType = "TOPUP" | "PAYMENT" | "REFUND" | "CASHBACK";

/** One ledger row; `amount` is signed (a payment is negative). */
export interface WalletTransaction {
  id: string;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  bookingId: string | null;
  createdAt: string;
}

export interface CashBack {
  amount: number;
  expiresAt: string | null;
}

/** `GET /apis/customers/wallet`: the balance, unexpired cash back and the newest rows first. */
export interface WalletView {
  balance: number;
  currency: "USD";
  cashback: CashBack[];
  transactions: WalletTransaction[];
}

/** Contract: a top-up is 100 to 1,000,000 US cents. */
export const TOP_UP_MIN_CENTS = 100;
export const TOP_UP_MAX_CENTS = 1_000_000;

/** `POST /apis/customers/wallet/topup` body: cents and the payment method's short name. */
export interface TopUpRequest {
  amount: number;
  method: string;
}

export interface TopUpResponse {
  success: true;
  data: { balance: number; transaction: WalletTransaction };
}
