import { bookingPath, bookingsPath, WALLET_PATH } from "../../api/account-paths.ts";
import type { User } from "../../domain/account.ts";
import { type RouteName, routeParams } from "../paths.ts";

/**
 * A request a page makes for its screen's data before the app arrives (early-data.ts): the
 * screen's name for it and its key (takeEarlyData), and the API path.
 */
export interface EarlyRequest {
  name: "wallet" | "bookings" | "booking";
  key: string;
  path: string;
}

/** The routes whose pages ask for their data themselves, from the head (early-request-head.ts). */
export const EARLY_REQUEST_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  "wallet",
  "walletCard",
  "walletKpay",
  "bookingHistory",
  "bookingDetail",
  "change",
]);

/**
 * What the page at `location` (on `route`) asks the API for on behalf of the signed-in `user`,
 * or null: the wallet on its pages, the bookings on Booking History, the booking named in a
 * detail's address or in /flights/change's `?booking=`. One place, read by the page's head
 * (which starts the request) and by its early script (which draws the answer).
 * @example earlyRequest("bookingDetail", { pathname: "/booking-detail/FB12", search: "" }, user)
 * // { name: "booking", key: "FB12", path: "/apis/flights/booking/FB12" }
 */
export function earlyRequest(
  route: RouteName,
  location: { pathname: string; search: string },
  user: User,
): EarlyRequest | null {
  if (route === "wallet" || route === "walletCard" || route === "walletKpay")
    return { name: "wallet", key: user.id, path: WALLET_PATH };
  if (route === "bookingHistory") return { name: "bookings", key: user.id, path: bookingsPath(user.id) };
  const bookingId =
    route === "bookingDetail"
      ? routeParams(route, location.pathname)?.id
      : route === "change"
        ? new URLSearchParams(location.search).get("booking")
        : null;
  return bookingId ? { name: "booking", key: bookingId, path: bookingPath(bookingId) } : null;
}
