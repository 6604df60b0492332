import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import type { HotTransaction } from "../db/prepared.ts";
import { idempotencyKeys } from "../db/schema/wallet.ts";
import { ApiError, conflict } from "../http/errors.ts";
import {
  answeredElsewhere,
  claimKey,
  type KeyId,
  letGo,
  readKey,
  storeAnswer,
  storeAnswerInHot,
} from "./key-claims.ts";
import type { Tx } from "./ledger.ts";

/** Keys are kept at least this long (the contract: 24 hours), then a key may be used again. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A request waiting for another attempt on its key gives up after this long (409). */
const WAIT_MS = 30_000;
const POLL_MS = { first: 25, most: 500 };

export interface KeyedCall extends KeyId {
  /** The validated request; the same key with another request is a 409. */
  request: unknown;
}

/** What the work of a keyed call is given. */
export interface Claim {
  /** The same for every attempt on the key, takeovers included: a top-up's provider reference. */
  reference: string;
  /** Stores `body` as the key's answer inside `tx`, the transaction that does the work. */
  remember(tx: Tx, body: unknown): Promise<void>;
  /** The same inside the booking's {@link HotTransaction}. */
  rememberInHot(tx: HotTransaction, body: unknown): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` at most once per user, route and key, whatever crashes: the same key again answers
 * the first result (waiting while another attempt works on it), the same key with another request
 * is a 409. The attempt working on a key holds a claim for {@link KEY_LEASE_MS}; a retry takes
 * over a claim whose request died. `run` stores its answer with `claim.remember` in the
 * transaction that does the work, so an answer is never lost after the work committed, and of two
 * attempts that both did the work (a takeover and a first attempt that was only slow), one
 * commits and the other rolls back, or is refused because of the first's work, and answers the
 * first's result.
 * @throws ApiError 409 for another request under the key, or when another attempt still works on it after 30 s.
 */
export async function oncePerKey<T>(
  deps: AppDeps,
  call: KeyedCall,
  run: (claim: Claim) => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  const requestHash = createHash("sha256").update(JSON.stringify(call.request)).digest("base64url");
  const id: KeyId = { userId: call.userId, route: call.route, key: call.key };
  const deadline = Date.now() + WAIT_MS;
  let pause = POLL_MS.first;
  for (;;) {
    const now = deps.now();
    await forgetOldKeys(deps, id);
    const held = await claimKey(db, id, requestHash, now);
    if (held) {
      const answer = (status: number, body: unknown) => ({
        ...id,
        requestHash,
        status,
        body,
        now: deps.now(),
      });
      try {
        return await run({
          reference: held.reference,
          remember: (tx, body) => storeAnswer(tx, answer(200, body)),
          rememberInHot: (tx, body) => storeAnswerInHot(tx, answer(201, body)),
        });
      } catch (err) {
        // Another attempt answered first and this one's work rolled back: answer theirs.
        if (answeredElsewhere(err)) continue;
        const refused = err instanceof ApiError && err.status < 500;
        // Refused because another attempt on the key did the work (a slow first attempt finding
        // its takeover's booking already made): the key's answer is that attempt's.
        if (refused && ((await readKey(db, id))?.answers ?? 0) > 0) continue;
        await letGo(db, id, held, refused, deps.now());
        throw err;
      }
    }
    const row = await readKey(db, id);
    if (!row) continue;
    if (row.requestHash !== requestHash)
      throw conflict("This Idempotency-Key was already used with a different request");
    if (row.answers > 0) return row.response as T;
    if (Date.now() > deadline)
      throw new ApiError(409, "CONFLICT", "A request with this Idempotency-Key is still being processed");
    // Until the claim's lease ends at the latest, when it may be taken over.
    const leaseLeft = row.leaseUntil ? row.leaseUntil.getTime() - now.getTime() : 0;
    await sleep(Math.max(1, Math.min(pause, leaseLeft)));
    pause = Math.min(pause * 2, POLL_MS.most);
  }
}

/**
 * Deletes keys older than {@link IDEMPOTENCY_KEY_HOURS}: one key's (before it is claimed), or
 * every key (the periodic job).
 */
export async function forgetOldKeys(deps: Pick<AppDeps, "database" | "now">, id?: KeyId): Promise<void> {
  const stale = new Date(deps.now().getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000);
  const old = lt(idempotencyKeys.createdAt, stale);
  await deps.database.db
    .delete(idempotencyKeys)
    .where(
      id
        ? and(
            eq(idempotencyKeys.userId, id.userId),
            eq(idempotencyKeys.route, id.route),
            eq(idempotencyKeys.key, id.key),
            old,
          )
        : old,
    );
}
