import { dataOf } from "../domain/shape.ts";
import { isTopUpAnswer, type TopUpAnswer, type TopUpRequest } from "../domain/wallet.ts";
import { apiRequest } from "./client.ts";

/**
 * Adds money to the wallet (`POST /apis/customers/wallet/topup`), `amount` in US cents, `method`
 * e.g. "card" or "kpay": the balance after it and its ledger row. `idempotencyKey` is one per
 * attempt: a retry of the same attempt with the same key is credited once.
 */
export function topUp(
  request: TopUpRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<TopUpAnswer> {
  return apiRequest("/apis/customers/wallet/topup", dataOf(isTopUpAnswer), {
    method: "POST",
    body: { amount: request.amount, method: request.method },
    headers: { "Idempotency-Key": idempotencyKey },
    signal,
  });
}
