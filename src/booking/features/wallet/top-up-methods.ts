import type { RouteName } from "../../../routes.ts";

/** The kinds of payment method the wallet lists (spec "Wallet"). */
export type MethodKind = "mobileBanking" | "mobilePay" | "card" | "online";

export interface TopUpMethod {
  /** The `method` sent with the top-up (a short lower-case name, as the API takes). */
  id: string;
  name: string;
  kind: MethodKind;
  /** The wallet route that shows this method's form. */
  route: Extract<RouteName, "wallet" | "walletCard" | "walletKpay">;
}

/**
 * Spec "Wallet": two mobile-banking options, a mobile pay option, two card brands, a third card
 * brand and an online payment service; the ones Myanmar travellers use.
 */
export const TOP_UP_METHODS: readonly TopUpMethod[] = [
  { id: "kbz-mbanking", name: "KBZ mBanking", kind: "mobileBanking", route: "wallet" },
  { id: "aya-mbanking", name: "AYA mBanking", kind: "mobileBanking", route: "wallet" },
  { id: "kpay", name: "KBZPay", kind: "mobilePay", route: "walletKpay" },
  { id: "visa", name: "Visa", kind: "card", route: "walletCard" },
  { id: "mastercard", name: "Mastercard", kind: "card", route: "walletCard" },
  { id: "mpu", name: "MPU", kind: "card", route: "walletCard" },
  { id: "2c2p", name: "2C2P", kind: "online", route: "wallet" },
];

/** The method a wallet route starts with: the card route a card, the KBZPay route KBZPay. */
export function defaultMethod(variant: string | undefined): TopUpMethod {
  const wanted = variant === "card" ? "visa" : variant === "kpay" ? "kpay" : "kbz-mbanking";
  return TOP_UP_METHODS.find((m) => m.id === wanted) ?? (TOP_UP_METHODS[0] as TopUpMethod);
}
