import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import type { RouteName } from "../../paths.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_TITLES } from "./account-early-keys.ts";

/**
 * Booking History, a booking's detail and My Wallet drawn by the page itself before the app has
 * arrived (two seconds on a slow phone): the account frame (the signed-in user, the side menu,
 * the page's heading) with the spinner the screen shows while its data loads, through the
 * screen's own views (AccountFrame, Spinner). The screen's first view is the same, so it takes
 * the place unchanged (hand-over.ts) and then shows its data. Signed out, the page draws nothing
 * and the app decides (sign in first; the wallet says why).
 */
drawEarlyView((element, _locale, t) => {
  const route = element.dataset.route as RouteName;
  const titleKey = ACCOUNT_EARLY_TITLES[route as keyof typeof ACCOUNT_EARLY_TITLES];
  const user = storedSignedInUser(localStorage);
  if (!user || !titleKey) return null;
  return AccountFrame({
    title: t(titleKey),
    user,
    current: menuRoute(route),
    t,
    children: Spinner({ label: t("app.loading") }),
  });
});
