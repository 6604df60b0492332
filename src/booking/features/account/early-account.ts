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
 * the place unchanged (hand-over.ts) and then shows its data. My Wallet's and Booking History's
 * pages also ask for their data themselves and draw it when the answer comes (the balance and
 * cash back; the bookings), and leave the answer to the screen (early-data.ts). Signed out, the page draws nothing and the app decides (sign in
 * first; the wallet says why).
 */
drawEarlyView((element, locale, t) => {
  const route = element.dataset.route as RouteName;
  const titleKey = ACCOUNT_EARLY_TITLES[route as keyof typeof ACCOUNT_EARLY_TITLES];
  const user = storedSignedInUser(localStorage);
  if (!user || !titleKey) return null;
  const frame = (children: ReactNode) =>
    AccountFrame({ title: t(titleKey), user, current: menuRoute(route), t, children });
  const token = localStorage.getItem(AUTH_KEYS.token) ?? "";
  const api = element.dataset.api ?? "";
  if (WALLET_ROUTES.includes(route)) {
    const answer = earlyGet(api, "/apis/customers/wallet", token).then((data) =>
      isWallet(data) ? data : null,
    );
    offerEarlyData("wallet", user.id, answer);
    void answer.then((wallet) => {
      if (!wallet) return;
      redrawEarlyView(element, () =>
        frame(
          WalletBalanceView({ view: walletDisplay(wallet, storedPriceCurrency(localStorage), locale), t }),
        ),
      );
    });
  }
  if (route === "bookingHistory") {
    const answer = earlyGet(api, `/apis/flights/booking?userId=${encodeURIComponent(user.id)}`, token).then(
      (data) => (Array.isArray(data) ? (data as BookingRecord[]) : null),
    );
    offerEarlyData("bookings", user.id, answer);
    void answer.then((records) => {
      if (!records) return;
      redrawEarlyView(element, () =>
        frame(
          BookingListView({
            cards: bookingHistory(records, locale),
            t,
            currency: storedPriceCurrency(localStorage),
          }),
        ),
      );
    });
  }
  const bookingId = route === "bookingDetail" ? routeParams(route, location.pathname)?.id : undefined;
  if (bookingId) {
    const answer = earlyGet(api, `/apis/flights/booking/${encodeURIComponent(bookingId)}`, token).then(
      (data) => (isRecord(data) && data.id === bookingId ? (data as unknown as BookingRecord) : null),
    );
    offerEarlyData("booking", bookingId, answer);
    void answer.then((record) => {
      if (!record) return;
      redrawEarlyView(element, () =>
        frame(
          BookingDetailView({
            detail: bookingDetail(record, locale),
            t,
            currency: storedPriceCurrency(localStorage),
          }),
        ),
      );
    });
  }
  return frame(Spinner({ label: t("app.loading") }));
});
