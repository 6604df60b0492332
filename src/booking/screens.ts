import { type ComponentType, use } from "react";
import type { Locale } from "../i18n/locales.ts";
import { translatorFrom } from "../i18n/translate-core.ts";
import type { RouteName } from "../routes.ts";
import type { ScreenProps } from "./screen-props.ts";
import { $texts, type Area, loadTexts, type Part } from "./texts.ts";
import type { ShownTexts } from "./use-t.ts";

/** Every screen's module, each its own chunk, loaded on demand (Vite's glob import). */
const modules = import.meta.glob<{ default: ComponentType<ScreenProps> }>("./features/*/*Screen.tsx");

/**
 * Each route's screen, loaded on demand (one chunk per screen), so /flights never downloads the
 * ticket form, the date picker or the payment screens. Routes sharing a screen pass a variant.
 * `areas`: the dictionary areas the screen's code shows besides the shell's (`booking`), fetched
 * with the code (screen-areas.test.ts checks them against the keys the code uses).
 */
const registry: Record<RouteName, { module: string; areas: readonly Area[]; variant?: string }> = {
  flights: { module: "./features/results/ResultsScreen.tsx", areas: ["results"] },
  choose: { module: "./features/results/ChooseScreen.tsx", areas: ["results"] },
  change: { module: "./features/change/ChangeScreen.tsx", areas: ["account"] },
  login: { module: "./features/auth/LoginScreen.tsx", areas: ["account"] },
  signup: {
    module: "./features/auth/SignupScreen.tsx",
    areas: ["account"],
    variant: "customer",
  },
  signupAgent: {
    module: "./features/auth/SignupScreen.tsx",
    areas: ["account"],
    variant: "agent",
  },
  forgetPassword: { module: "./features/auth/ForgotPasswordScreen.tsx", areas: ["account"] },
  ticket: { module: "./features/ticket/TicketScreen.tsx", areas: ["ticket", "rules"] },
  payment: {
    module: "./features/payment/PaymentScreen.tsx",
    areas: ["payment"],
    variant: "wallet",
  },
  paymentCard: {
    module: "./features/payment/PaymentScreen.tsx",
    areas: ["payment"],
    variant: "card",
  },
  paymentCardAlias: {
    module: "./features/payment/PaymentScreen.tsx",
    areas: ["payment"],
    variant: "card",
  },
  paymentKpay: {
    module: "./features/payment/PaymentScreen.tsx",
    areas: ["payment"],
    variant: "kpay",
  },
  paymentComplete: { module: "./features/payment/CompleteScreen.tsx", areas: ["payment"] },
  wallet: {
    module: "./features/wallet/WalletScreen.tsx",
    areas: ["account"],
    variant: "wallet",
  },
  walletCard: {
    module: "./features/wallet/WalletScreen.tsx",
    areas: ["account"],
    variant: "card",
  },
  walletKpay: {
    module: "./features/wallet/WalletScreen.tsx",
    areas: ["account"],
    variant: "kpay",
  },
  profile: { module: "./features/account/ProfileScreen.tsx", areas: ["account"] },
  bookingHistory: { module: "./features/bookings/BookingHistoryScreen.tsx", areas: ["account"] },
  bookingDetail: { module: "./features/bookings/BookingDetailScreen.tsx", areas: ["account"] },
  findBooking: { module: "./features/bookings/FindBookingScreen.tsx", areas: ["account"] },
  agentBookings: { module: "./features/agency/AgentBookingsScreen.tsx", areas: ["account", "agent"] },
  agentSales: { module: "./features/agency/SalesReportScreen.tsx", areas: ["account", "agent"] },
};

/** The texts a route's screen shows: the shell's and its areas'. */
/** The module file of a route's screen, relative to src/booking (screen-areas.test.ts reads it). */
export function screenModule(route: RouteName): string {
  return registry[route].module;
}

export function screenParts(route: RouteName): readonly Part[] {
  return ["booking", ...registry[route].areas];
}

/** The form of a shared screen a route shows (e.g. `agent` on /signupagent), if any. */
export function screenVariant(route: RouteName): string | undefined {
  return registry[route].variant;
}

/** A screen ready to show: its component and the texts of its parts in the page's language. */
export interface LoadedScreen {
  Screen: ComponentType<ScreenProps>;
  shown: ShownTexts;
}

const loading = new Map<string, Promise<LoadedScreen>>();

/**
 * Marks a promise with its outcome once it has one, as React's `use` reads a settled thenable
 * (`status`, `value` or `reason`): a component then gets it in the same render, with no
 * suspending, and always calls `use` (React replays a suspended component expecting the same
 * calls).
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}

/**
 * The texts of `parts` in `locale` once they have come, as a screen shows them (Myanmar falls
 * back to English key by key; an area that could not be downloaded in Myanmar shows its English).
 * @example loadShownTexts("my", ["booking"]).then(({ t }) => t("app.loading"))
 */
export function loadShownTexts(locale: Locale, parts: readonly Part[]): Promise<ShownTexts> {
  return loadTexts(locale, parts).then(() => {
    const { texts } = $texts.get();
    return { locale, t: translatorFrom(texts[locale], locale === "en" ? {} : texts.en, locale) };
  });
}

const shells = new Map<Locale, Promise<ShownTexts>>();

/** The shell's own texts in `locale` (not found, an error, a redirect under way), asked for once. */
export function shellTexts(locale: Locale): Promise<ShownTexts> {
  let texts = shells.get(locale);
  if (!texts) {
    texts = settled(loadShownTexts(locale, ["booking"]));
    shells.set(locale, texts);
  }
  return texts;
}

/**
 * A route's screen code and its texts in `locale`, asked for together, once. The page's build
 * awaits it before drawing the screen, so the first paint is the screen's own markup; the browser
 * hydrates the screen once both have come. A load that failed stays failed (the screen's error
 * boundary shows it; code that did not come is asked for again by reloading the page: the one
 * retry policy, LoadFailedNotice.astro): asked anew on each render, React would ask forever.
 */
export function loadScreen(route: RouteName, locale: Locale): Promise<LoadedScreen> {
  const key = `${route} ${locale}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = modules[registry[route].module];
    if (!load) throw new Error(`No screen module ${registry[route].module}`);
    promise = settled(
      Promise.all([load(), loadShownTexts(locale, screenParts(route))]).then(([module, shown]) => ({
        Screen: module.default,
        shown,
      })),
    );
    loading.set(key, promise);
  }
  return promise;
}

/**
 * A route's screen as a component shows it: at once when it has come, else it suspends (a
 * screen still being hydrated keeps its first paint meanwhile). A screen whose code cannot be
 * downloaded throws for its error boundary.
 */
export function useLoadedScreen(route: RouteName, locale: Locale): LoadedScreen {
  return use(loadScreen(route, locale));
}

/** Starts downloading a route's screen early (e.g. /flights/choose while the list is read). */
export function preloadScreen(route: RouteName, locale: Locale): void {
  loadScreen(route, locale).catch(() => undefined);
}
