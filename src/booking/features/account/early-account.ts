import type { ReactNode } from "react";
import type { BookingRecord } from "../../../domain/booking.ts";
import type { WalletView } from "../../../domain/wallet.ts";
import { AUTH_KEYS, storedSignedInUser } from "../../../stores/auth-record.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { isRecord } from "../../../stores/json-codec.ts";
import { earlyGet, offerEarlyData } from "../../early/early-data.ts";
import { drawEarlyView, redrawEarlyView } from "../../early/early-view.ts";
import { type RouteName, routeParams } from "../../paths.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_TITLES } from "./account-early-keys.ts";
import { BookingDetailView } from "./BookingDetailView.tsx";
import { BookingListView } from "./BookingListView.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { bookingHistory } from "./booking-view.ts";
import { WalletBalanceView } from "./WalletBalanceView.tsx";
import { walletDisplay } from "./wallet-view.ts";

const WALLET_ROUTES: readonly RouteName[] = ["wallet", "walletCard", "walletKpay"];

/** A wallet as the API answers it, enough to draw its figures. */
function isWallet(value: unknown): value is WalletView {
  const wallet = value as WalletView | null;
  return (
    typeof wallet?.balance === "number" &&
    Array.isArray(wallet.cashback) &&
    Array.isArray(wallet.transactions)
  );
}

/**
 * Booking History, a booking's detail and My Wallet drawn by the page itself before the app has
 * arrived (two seconds on a slow phone): the account frame (the signed-in user, the side menu,
 * the page's heading) with the spinner the screen shows while its data loads, through the
 * screen's own views (AccountFrame, Spinner). The screen's first view is the same, so it takes
 * the place unchanged (hand-over.ts). Each page also asks for its data itself (the wallet, the
 * bookings, the booking), draws it with the screen's view when a good answer comes, and leaves
 * the answer to the screen (early-data.ts). Signed out, the page draws nothing and the app
 * decides (sign in first; the wallet says why).
 */
drawEarlyView((element, locale, t) => {
  const route = element.dataset.route as RouteName;
  const titleKey = ACCOUNT_EARLY_TITLES[route as keyof typeof ACCOUNT_EARLY_TITLES];
  const user = storedSignedInUser(localStorage);
  if (!user || !titleKey) return null;
  const frame = (children: ReactNode) =>
    AccountFrame({ title: t(titleKey), user, current: menuRoute(route), t, children });
  const currency = () => storedPriceCurrency(localStorage);
  /** Asks for `path`, leaves the answer for the screen's `name`/`key`, draws `view` of good data. */
  const drawWhenAnswered = <T>(
    request: { name: string; key: string; path: string },
    accept: (data: unknown) => T | null,
    view: (data: T) => ReactNode,
  ) => {
    const answer = earlyGet(
      element.dataset.api ?? "",
      request.path,
      localStorage.getItem(AUTH_KEYS.token) ?? "",
    ).then(accept);
    offerEarlyData(request.name, request.key, answer);
    void answer.then((data) => {
      if (data !== null) redrawEarlyView(element, () => frame(view(data)));
    });
  };
  if (WALLET_ROUTES.includes(route))
    drawWhenAnswered(
      { name: "wallet", key: user.id, path: "/apis/customers/wallet" },
      (data) => (isWallet(data) ? data : null),
      (wallet) => WalletBalanceView({ view: walletDisplay(wallet, currency(), locale), t }),
    );
  if (route === "bookingHistory")
    drawWhenAnswered(
      { name: "bookings", key: user.id, path: `/apis/flights/booking?userId=${encodeURIComponent(user.id)}` },
      (data) => (Array.isArray(data) ? (data as BookingRecord[]) : null),
      (records) => BookingListView({ cards: bookingHistory(records, locale), t, currency: currency() }),
    );
  const bookingId = route === "bookingDetail" ? routeParams(route, location.pathname)?.id : undefined;
  if (bookingId)
    drawWhenAnswered(
      { name: "booking", key: bookingId, path: `/apis/flights/booking/${encodeURIComponent(bookingId)}` },
      (data) => (isRecord(data) && data.id === bookingId ? (data as unknown as BookingRecord) : null),
      (record) => BookingDetailView({ detail: bookingDetail(record, locale), t, currency: currency() }),
    );
  return frame(Spinner({ label: t("app.loading") }));
});
