import { randomUUID } from "node:crypto";
import type { AppDeps } from "../context.ts";
import { ApiError } from "../http/errors.ts";
import { creditWallet, type PublicTransaction, type Tx } from "./ledger.ts";

/**
 * Charges the payment provider, then credits the wallet with one TOPUP ledger row.
 * The charge happens outside the database transaction: a slow provider must not hold locks.
 * @throws ApiError 503 when no provider is configured, 400 when the provider declines.
 */
export async function topUpWallet(
  deps: AppDeps,
  userId: string,
  amount: number,
  method: string,
  /** Stores the answer with the ledger row (an `Idempotency-Key`'s first result). */
  remember?: (tx: Tx, result: { balance: number; transaction: PublicTransaction }) => Promise<void>,
): Promise<{ balance: number; transaction: PublicTransaction }> {
  const provider = deps.payments;
  if (!provider) {
    throw new ApiError(
      503,
      "PAYMENTS_UNAVAILABLE",
      "Top-up is not available: no payment provider is configured. Please try again later.",
    );
  }
  const result = await provider.charge({ userId, amount, method, reference: randomUUID() });
  if (result.status !== "succeeded") throw new ApiError(400, "PAYMENT_DECLINED", result.message);
  deps.log.info("wallet top-up", { userId, amount, method, provider: provider.name });
  return deps.database.db.transaction(async (tx) => {
    const credited = await creditWallet(tx, { userId, amount, type: "TOPUP", method, now: deps.now() });
    await remember?.(tx, credited);
    return credited;
  });
}
