import type { WalletView } from "../domain/wallet.ts";
import { apiRequest } from "./client.ts";

/** The signed-in user's wallet (`GET /apis/customers/wallet`): cents, newest rows first. */
export function fetchWallet(signal?: AbortSignal): Promise<{ success: true; data: WalletView }> {
  return apiRequest("/apis/customers/wallet", { signal });
}
