import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "./paths.ts";
import type { ScreenProps } from "./screen-props.ts";

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Each route's screen, loaded on demand (one chunk per screen), so /flights never downloads the
 * ticket form, the date picker or the payment screens. Routes sharing a screen pass a variant.
 */
const registry: Record<RouteName, { load: Loader; variant?: string }> = {
  flights: { load: () => import("./features/results/ResultsScreen.tsx") },
  choose: { load: () => import("./features/results/ChooseScreen.tsx") },
  change: { load: () => import("./features/change/ChangeScreen.tsx") },
  login: { load: () => import("./features/account/LoginScreen.tsx") },
  signup: { load: () => import("./features/account/SignupScreen.tsx"), variant: "customer" },
  signupAgent: { load: () => import("./features/account/SignupScreen.tsx"), variant: "agent" },
  forgetPassword: { load: () => import("./features/account/ForgotPasswordScreen.tsx") },
  ticket: { load: () => import("./features/ticket/TicketScreen.tsx") },
  payment: { load: () => import("./features/payment/PaymentScreen.tsx"), variant: "wallet" },
  paymentCard: { load: () => import("./features/payment/PaymentScreen.tsx"), variant: "card" },
  paymentCardAlias: { load: () => import("./features/payment/PaymentScreen.tsx"), variant: "card" },
  paymentKpay: { load: () => import("./features/payment/PaymentScreen.tsx"), variant: "kpay" },
  paymentComplete: { load: () => import("./features/payment/CompleteScreen.tsx") },
  wallet: { load: () => import("./features/account/WalletScreen.tsx"), variant: "wallet" },
  walletCard: { load: () => import("./features/account/WalletScreen.tsx"), variant: "card" },
  walletKpay: { load: () => import("./features/account/WalletScreen.tsx"), variant: "kpay" },
  profile: { load: () => import("./features/account/ProfileScreen.tsx") },
  bookingHistory: { load: () => import("./features/account/BookingHistoryScreen.tsx") },
  bookingDetail: { load: () => import("./features/account/BookingDetailScreen.tsx") },
};

const lazyScreens = new Map<Loader, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The lazy component of a route and the variant it shows; one component per screen file. */
export function screenFor(route: RouteName) {
  const { load, variant } = registry[route];
  let Screen = lazyScreens.get(load);
  if (!Screen) {
    Screen = lazy(load);
    lazyScreens.set(load, Screen);
  }
  return { Screen, variant };
}

/** Starts downloading a route's screen early (e.g. /flights while the search form is filled). */
export function preloadScreen(route: RouteName): void {
  registry[route].load().catch(() => undefined);
}
