import type { TopUpRequest, TopUpResponse } from "../domain/wallet.ts";
import { apiRequest } from "./client.ts";

/**
 * Adds money to the wallet (`POST /apis/customers/wallet/topup`), `amount` in US cents, `method`
 * e.g. "card" or "kpay". `idempotencyKey` is one per attempt: a retry of the same attempt with
 * the same key is credited once.
 */
export function topUp(
  request: TopUpRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<TopUpResponse> {
  return apiRequest("/apis/customers/wallet/topup", {
    method: "POST",
    body: { amount: request.amount, method: request.method },
    headers: { "Idempotency-Key": idempotencyKey },
    signal,
  });
}
