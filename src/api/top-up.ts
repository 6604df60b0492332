import type { TopUpRequest, TopUpResponse } from "../domain/wallet.ts";
import { apiRequest } from "./client.ts";

/**
 * Adds money to the wallet (`POST /apis/customers/wallet/topup`). `idempotencyKey` is one per
 * attempt: a retry of the same attempt with the same key is credited once.
 */
export function topUp(request: TopUpRequest, idempotencyKey: string): Promise<TopUpResponse> {
  return apiRequest("/apis/customers/wallet/topup", {
    method: "POST",
    body: { ...request },
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
