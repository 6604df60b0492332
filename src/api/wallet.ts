import { dataOf } from "../domain/shape.ts";
import { isWalletView, type WalletView } from "../domain/wallet.ts";
import { WALLET_PATH } from "./account-paths.ts";
import { apiRequest } from "./client.ts";

/** The signed-in user's wallet (`GET /apis/customers/wallet`): cents, newest rows first. */
export function fetchWallet(signal?: AbortSignal): Promise<WalletView> {
  return apiRequest(WALLET_PATH, dataOf(isWalletView), { signal });
}
