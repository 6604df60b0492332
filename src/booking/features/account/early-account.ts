import type { UIKey } from "../../../i18n/en.ts";
import { toLocale } from "../../../i18n/locales.ts";
import { translatorFrom } from "../../../i18n/translate-core.ts";
import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { activateEarlyScreen } from "../../early/early-activate.ts";
import { EARLY_SCREEN_ID } from "../../early/hand-over.ts";
import { type Html, render } from "../../early/html-jsx.ts";
import type { RouteName } from "../../paths.ts";
import { Spinner } from "../../Spinner.tsx";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";
import { ACCOUNT_EARLY_TITLES } from "./account-early-keys.ts";

/**
 * Booking History and a booking's detail drawn by the page itself before the app has arrived
 * (two seconds on a slow phone): the account frame (the signed-in user, the side menu, the
 * page's heading) with the spinner the screen shows while its data loads, through the screen's
 * own views (AccountFrame, Spinner). The screen's first view is the same, so it takes the place
 * unchanged (hand-over.ts) and then shows the bookings. Signed out, the page draws nothing and
 * the app sends the visitor to sign in.
 */
function showEarlyAccount(): void {
  const element = document.getElementById(EARLY_SCREEN_ID);
  if (!element) return;
  const route = element.dataset.route as RouteName;
  const titleKey = ACCOUNT_EARLY_TITLES[route as keyof typeof ACCOUNT_EARLY_TITLES];
  const user = storedSignedInUser(localStorage);
  if (!user || !titleKey) {
    element.remove();
    return;
  }
  const locale = toLocale(localStorage.getItem(STORAGE_KEYS.language));
  const texts = JSON.parse(element.dataset.texts ?? "{}") as Record<string, Partial<Record<UIKey, string>>>;
  const t = translatorFrom(texts[locale] ?? {}, texts.en, locale);
  const view = AccountFrame({
    title: t(titleKey),
    user,
    current: menuRoute(route),
    t,
    children: Spinner({ label: t("app.loading") }),
  });
  // Bundled with early/html-jsx.ts as the JSX runtime, the view is HTML, not a React element.
  element.innerHTML = render(view as unknown as Html);
  activateEarlyScreen(element, locale);
}

try {
  showEarlyAccount();
} catch {
  // Storage blocked or unreadable: the app draws the screen when it arrives.
  document.getElementById(EARLY_SCREEN_ID)?.remove();
}
