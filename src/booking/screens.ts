import type { ComponentType } from "react";
import { $language } from "../stores/language.ts";
import { preload, useLoaded } from "../ui/use-loaded.ts";
import type { RouteName } from "./paths.ts";
import type { ScreenProps } from "./screen-props.ts";
import { type Area, loadTexts, type Part } from "./texts.ts";

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Each route's screen, loaded on demand (one chunk per screen), so /flights never downloads the
 * ticket form, the date picker or the payment screens. Routes sharing a screen pass a variant.
 * `areas`: the dictionary areas the screen's code shows besides the shell's (`booking`), fetched
 * with the code (screen-areas.test.ts checks them against the keys the code uses).
 */
const registry: Record<RouteName, { load: Loader; areas: readonly Area[]; variant?: string }> = {
  flights: { load: () => import("./features/results/ResultsScreen.tsx"), areas: ["results"] },
  choose: { load: () => import("./features/results/ChooseScreen.tsx"), areas: ["results"] },
  change: { load: () => import("./features/change/ChangeScreen.tsx"), areas: ["account"] },
  login: { load: () => import("./features/account/LoginScreen.tsx"), areas: ["account"] },
  signup: {
    load: () => import("./features/account/SignupScreen.tsx"),
    areas: ["account"],
    variant: "customer",
  },
  signupAgent: {
    load: () => import("./features/account/SignupScreen.tsx"),
    areas: ["account"],
    variant: "agent",
  },
  forgetPassword: { load: () => import("./features/account/ForgotPasswordScreen.tsx"), areas: ["account"] },
  ticket: { load: () => import("./features/ticket/TicketScreen.tsx"), areas: ["ticket", "rules"] },
  payment: {
    load: () => import("./features/payment/PaymentScreen.tsx"),
    areas: ["payment"],
    variant: "wallet",
  },
  paymentCard: {
    load: () => import("./features/payment/PaymentScreen.tsx"),
    areas: ["payment"],
    variant: "card",
  },
  paymentCardAlias: {
    load: () => import("./features/payment/PaymentScreen.tsx"),
    areas: ["payment"],
    variant: "card",
  },
  paymentKpay: {
    load: () => import("./features/payment/PaymentScreen.tsx"),
    areas: ["payment"],
    variant: "kpay",
  },
  paymentComplete: { load: () => import("./features/payment/CompleteScreen.tsx"), areas: ["payment"] },
  wallet: {
    load: () => import("./features/account/WalletScreen.tsx"),
    areas: ["account"],
    variant: "wallet",
  },
  walletCard: {
    load: () => import("./features/account/WalletScreen.tsx"),
    areas: ["account"],
    variant: "card",
  },
  walletKpay: {
    load: () => import("./features/account/WalletScreen.tsx"),
    areas: ["account"],
    variant: "kpay",
  },
  profile: { load: () => import("./features/account/ProfileScreen.tsx"), areas: ["account"] },
  bookingHistory: { load: () => import("./features/account/BookingHistoryScreen.tsx"), areas: ["account"] },
  bookingDetail: { load: () => import("./features/account/BookingDetailScreen.tsx"), areas: ["account"] },
};

/** The texts a route's screen shows: the shell's and its areas'. */
export function screenParts(route: RouteName): readonly Part[] {
  return ["booking", ...registry[route].areas];
}

/**
 * A screen's code and its texts in the language chosen now, requested at once, none after
 * another; the screen is loaded when both have come (in Myanmar, the texts' English stands in
 * for an area that could not be downloaded). A language chosen later asks for its own texts
 * (`preloadScreen`), and App shows the screen in it once they have come.
 */
function loadScreen(route: RouteName): Promise<ComponentType<ScreenProps>> {
  const { load } = registry[route];
  return Promise.all([load(), loadScreenTexts(route)]).then(([screen]) => screen.default);
}

/** The texts `route`'s screen shows in the language chosen now (English `booking` is built in). */
function loadScreenTexts(route: RouteName): Promise<void> {
  return loadTexts($language.get(), screenParts(route));
}

/** One load function per screen file (routes sharing a screen share it), for `useLoaded`. */
const screenLoads = new Map<Loader, () => Promise<ComponentType<ScreenProps>>>();

function screenLoad(route: RouteName): () => Promise<ComponentType<ScreenProps>> {
  const { load } = registry[route];
  let loadThis = screenLoads.get(load);
  if (!loadThis) {
    loadThis = () => loadScreen(route);
    screenLoads.set(load, loadThis);
  }
  return loadThis;
}

/**
 * A route's screen component once its code has arrived (undefined until then; it is requested),
 * and the variant it shows. Not React.lazy (`useLoaded` says why): with the results code in the
 * cache, React's hold on a lazy screen was a third of the time from Search to the first offer.
 * A screen whose code cannot be loaded throws while rendering, for its error boundary.
 */
export function useScreen(route: RouteName) {
  const screen = useLoaded(screenLoad(route));
  if (screen.failed) throw screen.error;
  return { Screen: screen.value, variant: screenVariant(route) };
}

/** The form of a shared screen a route shows (e.g. `agent` on /signup-agent), if any. */
export function screenVariant(route: RouteName): string | undefined {
  return registry[route].variant;
}

/** Starts downloading a route's screen early (e.g. /flights while the search form is filled). */
export function preloadScreen(route: RouteName): void {
  // The code comes once; the texts of the language chosen now (a switch asks for them here).
  // A failure is the screen's to show, once it renders (useScreen).
  loadScreenTexts(route).catch(() => undefined);
  preload(screenLoad(route)).catch(() => undefined);
}
