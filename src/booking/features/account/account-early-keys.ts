import type { UIKey } from "../../../i18n/en.ts";
import { ACCOUNT_FRAME_KEYS } from "./AccountFrame.tsx";
import { BOOKING_DETAIL_KEYS } from "./BookingDetailView.tsx";
import { BOOKING_LIST_KEYS } from "./BookingListView.tsx";
import { TOP_UP_KEYS } from "./TopUpFormView.tsx";
import { WALLET_BALANCE_KEYS } from "./WalletBalanceView.tsx";

/** The account screens the page draws before the app arrives, with their headings (early-account-page.ts). */
export const ACCOUNT_EARLY_TITLES = {
  bookingHistory: "account.history.title",
  bookingDetail: "account.detail.title",
  wallet: "account.wallet.title",
  walletCard: "account.wallet.title",
  walletKpay: "account.wallet.title",
} as const satisfies Record<string, UIKey>;

export type AccountEarlyRoute = keyof typeof ACCOUNT_EARLY_TITLES;

/** What each page draws once its own request has answered (early-account.ts, early-wallet.ts). */
const DATA_KEYS: Partial<Record<AccountEarlyRoute, readonly UIKey[]>> = {
  wallet: [...WALLET_BALANCE_KEYS, ...TOP_UP_KEYS],
  walletCard: [...WALLET_BALANCE_KEYS, ...TOP_UP_KEYS],
  walletKpay: [...WALLET_BALANCE_KEYS, ...TOP_UP_KEYS],
  bookingHistory: BOOKING_LIST_KEYS,
  bookingDetail: BOOKING_DETAIL_KEYS,
};

/** The texts a route's early copy shows: the frame, its heading, the spinner, then its data's. */
export function accountEarlyKeys(route: AccountEarlyRoute): UIKey[] {
  return [
    ...new Set<UIKey>([
      ...ACCOUNT_FRAME_KEYS,
      ACCOUNT_EARLY_TITLES[route],
      "app.loading",
      ...(DATA_KEYS[route] ?? []),
    ]),
  ];
}
