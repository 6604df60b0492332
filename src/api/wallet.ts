import type { WalletView } from "../domain/wallet.ts";
import { WALLET_PATH } from "./account-paths.ts";
import { apiRequest } from "./client.ts";

/** The signed-in user's wallet (`GET /apis/customers/wallet`): cents, newest rows first. */
export function fetchWallet(signal?: AbortSignal): Promise<{ success: true; data: WalletView }> {
  return apiRequest(WALLET_PATH, { signal });
}
