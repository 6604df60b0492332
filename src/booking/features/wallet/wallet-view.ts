import { myanmarDateTime } from "../../../domain/instant.ts";
import { type Currency, formatCents, type PriceLocale } from "../../../domain/money.ts";
import type { LedgerType, WalletView } from "../../../domain/wallet.ts";

export interface TransactionLine {
  id: string;
  type: LedgerType;
  /** Signed, in the chosen currency: "+$50.00 USD", "−105,000 MMK". */
  amount: string;
  credit: boolean;
  date: string;
  time: string;
  bookingId: string | null;
  /** A DEPOSIT row's bank transfer. */
  deposit?: { bank: string; reference: string };
}

export interface WalletDisplay {
  balance: string;
  /** Unexpired cash back, each with its expiry date ("" when it does not expire). */
  cashback: Array<{ amount: string; expires: string }>;
  transactions: TransactionLine[];
}

/**
 * Formats integer US cents in the chosen currency (spec 9: `$amount USD`, `amount MMK`), in the
 * page's digits.
 * @example centsIn(250000, { code: "MMK", exchangeRate: 2100 }, "en") // "5,250,000 MMK"
 */
export function centsIn(cents: number, currency: Currency, locale: PriceLocale): string {
  return formatCents(Math.abs(cents), currency, locale);
}

/**
 * The wallet page's figures in the chosen currency: balance, cash back and the ledger,
 * newest first as the API sends it; dates and times in the page's language.
 */
export function walletDisplay(
  wallet: WalletView,
  currency: Currency,
  locale: "en" | "my" = "en",
): WalletDisplay {
  return {
    balance: centsIn(wallet.balance, currency, locale),
    cashback: wallet.cashback
      .filter((entry) => entry.amount > 0)
      .map((entry) => ({
        amount: centsIn(entry.amount, currency, locale),
        expires: entry.expiresAt ? myanmarDateTime(entry.expiresAt, locale).date : "",
      })),
    transactions: wallet.transactions.map((row) => ({
      id: row.id,
      type: row.type,
      amount: `${row.amount < 0 ? "−" : "+"}${centsIn(row.amount, currency, locale)}`,
      credit: row.amount >= 0,
      ...myanmarDateTime(row.createdAt, locale),
      bookingId: row.bookingId,
      ...(row.deposit ? { deposit: row.deposit } : {}),
    })),
  };
}
