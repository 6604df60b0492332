/**
 * The wallet's shapes (contract "Wallet and payment"), as the API answers them and the app reads
 * them: amounts are integer US cents.
 */
import { isObject, listOf } from "./shape.ts";

/** The kinds of ledger row, in the order the contract lists them. */
export const LEDGER_TYPES = ["TOPUP", "PAYMENT", "REFUND", "CASHBACK", "CHANGE", "DEPOSIT"] as const;

export type LedgerType = (typeof LEDGER_TYPES)[number];

/** One ledger row; `amount` is signed (a payment is negative). */
export interface WalletTransaction {
  id: string;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  bookingId: string | null;
  /** ISO date-time. */
  createdAt: string;
  /** On a DEPOSIT row: the agent's bank transfer it credits (src/domain/deposit.ts). */
  deposit?: { bank: string; reference: string };
}

/** Unexpired cash back: cents, and when it expires (ISO date-time; null: never). */
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

/** A credited top-up as the API answers it: the balance after it and its ledger row. */
export interface TopUpAnswer {
  balance: number;
  transaction: WalletTransaction;
}

export interface TopUpResponse {
  success: true;
  data: TopUpAnswer;
}

const isNumber = (value: unknown) => typeof value === "number";
const isStringOrNull = (value: unknown) => value === null || typeof value === "string";

/** True for a ledger row as the API answers it. */
export function isWalletTransaction(value: unknown): value is WalletTransaction {
  return (
    isObject(value) &&
    typeof value.id === "string" &&
    LEDGER_TYPES.includes(value.type as LedgerType) &&
    isNumber(value.amount) &&
    isNumber(value.balanceAfter) &&
    isStringOrNull(value.bookingId) &&
    typeof value.createdAt === "string" &&
    (value.deposit === undefined ||
      (isObject(value.deposit) &&
        typeof value.deposit.bank === "string" &&
        typeof value.deposit.reference === "string"))
  );
}

const isCashBack = (value: unknown): value is CashBack =>
  isObject(value) && isNumber(value.amount) && isStringOrNull(value.expiresAt);

/** True for the wallet as `GET /apis/customers/wallet` answers it. */
export function isWalletView(value: unknown): value is WalletView {
  return (
    isObject(value) &&
    isNumber(value.balance) &&
    value.currency === "USD" &&
    listOf(isCashBack)(value.cashback) &&
    listOf(isWalletTransaction)(value.transactions)
  );
}

/** True for a credited top-up as the API answers it. */
export function isTopUpAnswer(value: unknown): value is TopUpAnswer {
  return isObject(value) && isNumber(value.balance) && isWalletTransaction(value.transaction);
}
