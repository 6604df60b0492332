import { apiRequest } from "./client.ts";

export interface TopUpResult {
  success: true;
  data: { balance: number; transaction: { id: string; amount: number; balanceAfter: number } };
}

/**
 * A fresh key for one top-up attempt: a retry of the same attempt sends the same key, so the
 * server credits it once (contract: calls that move money accept an `Idempotency-Key`).
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Tops the wallet up by `amount` cents through the payment provider
 * (`POST /apis/customers/wallet/topup`), `method` e.g. "card" or "kpay".
 */
export function topUp(
  input: { amount: number; method: string; idempotencyKey: string },
  signal?: AbortSignal,
): Promise<TopUpResult> {
  return apiRequest("/apis/customers/wallet/topup", {
    method: "POST",
    body: { amount: input.amount, method: input.method },
    headers: { "Idempotency-Key": input.idempotencyKey },
    signal,
  });
}
