import type { UIKey } from "../../../i18n/en.ts";
import { ACCOUNT_FRAME_KEYS } from "./AccountFrame.tsx";
import { BOOKING_LIST_KEYS } from "./BookingListView.tsx";
import { WALLET_BALANCE_KEYS } from "./WalletBalanceView.tsx";

/** The account screens the page draws before the app arrives, with their headings (early-account.ts). */
export const ACCOUNT_EARLY_TITLES = {
  bookingHistory: "account.history.title",
  bookingDetail: "account.detail.title",
  wallet: "account.wallet.title",
  walletCard: "account.wallet.title",
  walletKpay: "account.wallet.title",
} as const satisfies Record<string, UIKey>;

/** The texts those early copies show (with My Wallet's balance and the bookings once the page has them). */
export const ACCOUNT_EARLY_KEYS: readonly UIKey[] = [
  ...ACCOUNT_FRAME_KEYS,
  ...new Set(Object.values(ACCOUNT_EARLY_TITLES)),
  "app.loading",
  ...WALLET_BALANCE_KEYS,
  ...BOOKING_LIST_KEYS,
];
