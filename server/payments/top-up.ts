import { and, eq, inArray } from "drizzle-orm";
import type { TopUpAnswer } from "../../src/domain/wallet.ts";
import type { AppDeps } from "../context.ts";
import { topUps, walletTransactions } from "../db/schema/wallet.ts";
import { ApiError } from "../http/errors.ts";
import { PROVIDER_TIME_LIMIT_MS } from "./key-claims.ts";
import { creditWallet, type Tx, toPublicTransaction } from "./ledger.ts";
import type { TopUpResult } from "./provider.ts";

/** A top-up as the route received it; `reference` is what the provider is charged under. */
export interface TopUpRequest {
  userId: string;
  amount: number;
  method: string;
  reference: string;
}

type Intent = typeof topUps.$inferSelect;

/** Answered when the provider's answer did not come: the charge may have gone through. */
const pending = () =>
  new ApiError(
    503,
    "TOP_UP_PENDING",
    "The payment provider did not answer in time. If the charge went through it will be credited once: " +
      "try again with the same Idempotency-Key to see the result.",
    { headers: { "Retry-After": "5" } },
  );

/**
 * Tops the wallet up through the payment provider, crediting each charge once whatever crashes:
 * the intent (amount, method, reference) is written before the provider is charged; then the
 * provider is charged under the reference (or, for an intent written by an earlier attempt, asked
 * first whether that charge went through); then one TOPUP ledger row credits it, with `remember`
 * storing the answer in the same transaction. The charge happens outside any transaction: a slow
 * provider must not hold locks.
 * @throws ApiError 503 with no provider, or when the provider did not answer (the intent stays
 * pending, for a retry or the reconciliation); 400 when the provider declines.
 */
export async function topUpWallet(
  deps: AppDeps,
  request: TopUpRequest,
  remember?: (tx: Tx, answer: TopUpAnswer) => Promise<void>,
): Promise<TopUpAnswer> {
  const provider = deps.payments;
  if (!provider) {
    throw new ApiError(
      503,
      "PAYMENTS_UNAVAILABLE",
      "Top-up is not available: no payment provider is configured. Please try again later.",
    );
  }
  const { intent, earlier } = await recordIntent(deps, request);
  if (intent.status === "DECLINED") throw declined(intent.message);
  if (intent.status === "CREDITED")
    return creditTopUp(deps, intent, intent.providerReference ?? "", remember);
  let result: TopUpResult;
  try {
    const known = earlier ? await withTimeLimit(provider.lookup(intent.id)) : null;
    result = known ?? (await withTimeLimit(provider.charge({ ...request, reference: intent.id })));
  } catch (err) {
    deps.log.error("payment provider did not answer", { topUp: intent.id, error: String(err) });
    throw pending();
  }
  if (result.status === "declined") {
    await markDeclined(deps, intent.id, result.message);
    throw declined(result.message);
  }
  deps.log.info("wallet top-up", { userId: request.userId, amount: request.amount, provider: provider.name });
  return creditTopUp(deps, intent, result.providerReference, remember);
}

/** Writes the intent (committed before any charge); `earlier` when an attempt wrote it before. */
async function recordIntent(
  deps: AppDeps,
  request: TopUpRequest,
): Promise<{ intent: Intent; earlier: boolean }> {
  const { db } = deps.database;
  const now = deps.now();
  const [fresh] = await db
    .insert(topUps)
    .values({
      id: request.reference,
      userId: request.userId,
      amount: request.amount,
      method: request.method,
      status: "PENDING",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (fresh) return { intent: fresh, earlier: false };
  const [intent] = await db.select().from(topUps).where(eq(topUps.id, request.reference));
  if (!intent || intent.userId !== request.userId) throw new Error("top-up reference taken by another user");
  return { intent, earlier: true };
}

/**
 * Credits a charge the provider confirmed, once: the intent turns CREDITED and the TOPUP row is
 * written in one transaction; when a retry or the reconciliation credited it already, answers that
 * credit instead (`balance` as it was right after it). `remember` stores the answer in the same
 * transaction.
 */
export async function creditTopUp(
  deps: Pick<AppDeps, "database" | "now">,
  intent: Intent,
  providerReference: string,
  remember?: (tx: Tx, answer: TopUpAnswer) => Promise<void>,
): Promise<TopUpAnswer> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    // The row lock queues concurrent credits of one intent; the second finds it CREDITED.
    const [claimed] = await tx
      .update(topUps)
      .set({ status: "CREDITED", providerReference, updatedAt: now })
      .where(and(eq(topUps.id, intent.id), inArray(topUps.status, ["PENDING", "ABANDONED"])))
      .returning({ id: topUps.id });
    const answer = claimed
      ? await creditWallet(tx, {
          userId: intent.userId,
          amount: intent.amount,
          type: "TOPUP",
          method: intent.method,
          topUpId: intent.id,
          now,
        })
      : await creditedBefore(tx, intent.id);
    await remember?.(tx, answer);
    return answer;
  });
}

async function creditedBefore(tx: Tx, topUpId: string): Promise<TopUpAnswer> {
  const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.topUpId, topUpId));
  if (!row) throw new Error(`top-up ${topUpId} is not pending and has no credit`);
  return { balance: row.balanceAfter, transaction: toPublicTransaction(row) };
}

/** Records the provider's decline (final: that reference is never charged). */
export async function markDeclined(
  deps: Pick<AppDeps, "database" | "now">,
  id: string,
  message: string,
): Promise<void> {
  await deps.database.db
    .update(topUps)
    .set({ status: "DECLINED", message, updatedAt: deps.now() })
    .where(and(eq(topUps.id, id), eq(topUps.status, "PENDING")));
}

const declined = (message: string | null) => new ApiError(400, "PAYMENT_DECLINED", message ?? "Declined");

/**
 * Settles `call` or fails after {@link PROVIDER_TIME_LIMIT_MS}. The provider's call goes on; what
 * it did is read later with a lookup.
 */
export function withTimeLimit<T>(call: Promise<T>, ms = PROVIDER_TIME_LIMIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}
