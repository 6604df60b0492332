import type { ReactNode } from "react";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { AUTH_KEYS, storedSignedInUser } from "../../../stores/auth-record.ts";
import { earlyGet, offerEarlyData } from "../../early/early-data.ts";
import { earlyRequest } from "../../early/early-requests.ts";
import { drawEarlyView, redrawEarlyView } from "../../early/early-view.ts";
import type { RouteName } from "../../paths.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_TITLES } from "./account-early-keys.ts";

/** What an account page's early script works with (early-account.ts, early-wallet.ts). */
export interface AccountPage {
  element: HTMLElement;
  route: RouteName;
  locale: Locale;
  t: Translate;
  /**
   * Asks the API for the page's data (earlyRequest; the head may have asked already), leaves
   * the answer for the screen (early-data.ts), and draws `view` of good data in the account
   * frame; then, once that has been painted, `fuller`'s view (more below it) if given.
   */
  drawWhenAnswered: <T>(
    accept: (data: unknown) => T | null,
    view: (data: T) => ReactNode,
    fuller?: (data: T) => ReactNode,
  ) => void;
}

/**
 * An account page drawn by the page itself before the app has arrived (two seconds on a slow
 * phone): the account frame (the signed-in user, the side menu, the page's heading) with the
 * spinner the screen shows while its data loads, through the screen's own views (AccountFrame,
 * Spinner). The screen's first view is the same, so it takes the place unchanged (hand-over.ts).
 * `ask` starts the page's own request for its data (drawWhenAnswered). Signed out, the page
 * draws nothing and the app decides (sign in first; the wallet says why).
 */
export function drawAccountPage(ask: (page: AccountPage) => void): void {
  drawEarlyView((element, locale, t) => {
    const route = element.dataset.route as RouteName;
    const titleKey = ACCOUNT_EARLY_TITLES[route as keyof typeof ACCOUNT_EARLY_TITLES];
    const user = storedSignedInUser(localStorage);
    if (!user || !titleKey) return null;
    const frame = (children: ReactNode) =>
      AccountFrame({ title: t(titleKey), user, current: menuRoute(route), t, children });
    ask({
      element,
      route,
      locale,
      t,
      drawWhenAnswered: (accept, view, fuller) => {
        const request = earlyRequest(route, location, user);
        if (!request) return;
        const answer = earlyGet(
          element.dataset.api ?? "",
          request.path,
          localStorage.getItem(AUTH_KEYS.token) ?? "",
        ).then(accept);
        offerEarlyData(request.name, request.key, answer);
        // Too slow: the spinner stays, and the screen says it took too long.
        answer.then(
          async (data) => {
            if (data === null) return;
            await redrawEarlyView(element, () => frame(view(data)));
            if (fuller) await redrawEarlyView(element, () => frame(fuller(data)));
          },
          () => undefined,
        );
      },
    });
    return frame(Spinner({ label: t("app.loading") }));
  });
}
