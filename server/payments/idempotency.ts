import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import type { HotTransaction, Statement } from "../db/prepared.ts";
import { idempotencyKeys } from "../db/schema/wallet.ts";
import { ApiError, conflict } from "../http/errors.ts";
import type { Tx } from "./ledger.ts";

/** Keys are kept at least this long (the contract: 24 hours), then a key may be used again. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A request waiting for the first one with its key gives up after this long (409). */
const WAIT_MS = 30_000;
const POLL_MS = 25;

export interface KeyedCall {
  userId: string;
  route: string;
  key: string;
  /** The validated request; the same key with another request is a 409. */
  request: unknown;
}

/** Records `answer` as the key's result; call it inside the transaction that moves the money. */
export type RememberAnswer = (tx: Tx, body: unknown) => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` at most once per user, route and key: the same key again answers the first result
 * (waiting for it while the first request runs), the same key with a different request is a 409.
 * `run` gets `remember`, to store its answer in the same transaction as its ledger row: an answer
 * is never lost after the money moved. When `run` fails, the key is released for a retry.
 */
export async function oncePerKey<T>(
  deps: AppDeps,
  call: KeyedCall,
  run: (remember: RememberAnswer) => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  const requestHash = createHash("sha256").update(JSON.stringify(call.request)).digest("base64url");
  const where = and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.route, call.route),
    eq(idempotencyKeys.key, call.key),
  );
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = deps.now();
    const stale = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);
    await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.createdAt, stale)));
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId: call.userId, route: call.route, key: call.key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      try {
        return await run(async (tx, body) => {
          await tx.update(idempotencyKeys).set({ status: 200, response: body }).where(where);
        });
      } catch (err) {
        await db.delete(idempotencyKeys).where(where);
        throw err;
      }
    }
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (row && row.requestHash !== requestHash)
      throw conflict("This Idempotency-Key was already used with a different request");
    if (row?.status != null) return row.response as T;
    if (Date.now() > deadline)
      throw new ApiError(409, "CONFLICT", "A request with this Idempotency-Key is still being processed");
    await sleep(POLL_MS);
  }
}

/** Deletes keys older than {@link IDEMPOTENCY_KEY_HOURS} (run by the periodic jobs). */
export async function forgetOldKeys(deps: AppDeps): Promise<void> {
  const stale = new Date(deps.now().getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);
  await deps.database.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, stale));
}

const rememberStatement: Statement = {
  name: "remember_idempotent_answer_v1",
  text: `update idempotency_keys set status = $1::int, response = $2::jsonb
    where user_id = $3::text and route = $4::text and key = $5::text`,
};

/**
 * Records `body` as the answer of `call`'s key inside a {@link HotTransaction} (the booking's):
 * deferred, so it commits with what the call wrote, or not at all.
 */
export function rememberInHot(tx: HotTransaction, call: KeyedCall, status: number, body: unknown): void {
  tx.defer(rememberStatement, [status, JSON.stringify(body), call.userId, call.route, call.key]);
}
