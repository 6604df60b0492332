import { and, asc, eq, lte } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import { topUps } from "../db/schema/wallet.ts";
import { IDEMPOTENCY_KEY_HOURS } from "./idempotency.ts";
import { endAllClaims, KEY_LEASE_MS } from "./key-claims.ts";
import { creditTopUp, markDeclined, withTimeLimit } from "./top-up.ts";

/** Pending top-ups looked at per run; the rest wait for the next run. */
const BATCH = 100;

export interface Reconciled {
  credited: number;
  declined: number;
  abandoned: number;
}

/**
 * Settles top-ups left pending by a request that died (or never heard the provider): asks the
 * provider about each pending intent written before `olderThan` and credits a charge that went
 * through (once), records a decline, and abandons an intent the provider never received once its
 * key is forgotten (nobody can retry it then). Safe to run beside live requests and in several
 * processes at once: crediting is conditional and a charge has one credit at most.
 */
export async function reconcileTopUps(
  deps: Pick<AppDeps, "database" | "now" | "payments" | "log">,
  olderThan: Date,
): Promise<Reconciled> {
  const done: Reconciled = { credited: 0, declined: 0, abandoned: 0 };
  const provider = deps.payments;
  if (!provider) return done;
  const { db } = deps.database;
  const due = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.status, "PENDING"), lte(topUps.createdAt, olderThan)))
    .orderBy(asc(topUps.createdAt))
    .limit(BATCH);
  const forgotten = deps.now().getTime() - IDEMPOTENCY_KEY_HOURS * 3600_000;
  for (const intent of due) {
    const result = await withTimeLimit(provider.lookup(intent.id)).catch((err: unknown) => {
      deps.log.error("top-up reconciliation: provider lookup failed", {
        topUp: intent.id,
        error: String(err),
      });
      return undefined;
    });
    if (result === undefined) continue;
    if (result?.status === "succeeded") {
      await creditTopUp(deps, intent, result.providerReference);
      done.credited += 1;
    } else if (result?.status === "declined") {
      await markDeclined(deps, intent.id, result.message);
      done.declined += 1;
    } else if (intent.createdAt.getTime() < forgotten) {
      await db
        .update(topUps)
        .set({ status: "ABANDONED", updatedAt: deps.now() })
        .where(and(eq(topUps.id, intent.id), eq(topUps.status, "PENDING")));
      done.abandoned += 1;
    }
  }
  if (done.credited + done.declined + done.abandoned > 0) deps.log.info("top-ups reconciled", { ...done });
  return done;
}

/**
 * What a starting process does about work a killed one left. On the embedded database, which one
 * process owns, every unanswered key's claim ends at once (its process is gone), before the
 * server answers; on PostgreSQL, where other processes may be mid-request, claims run out by
 * themselves. Then pending top-ups are settled (every one on PGlite, those older than a claim's
 * lease on PostgreSQL) without holding up the start: a slow provider must not keep the server
 * from listening. `settled` says when that is done (failures are logged, not thrown).
 */
export async function recoverAtStartUp(
  deps: Pick<AppDeps, "database" | "now" | "payments" | "log">,
): Promise<{ settled: Promise<Reconciled | null> }> {
  const now = deps.now();
  const embedded = deps.database.kind === "pglite";
  const claims = embedded ? await endAllClaims(deps.database.db, now) : 0;
  if (claims > 0) deps.log.info("idempotency claims of a stopped process ended", { claims });
  const settled = reconcileTopUps(deps, embedded ? now : new Date(now.getTime() - KEY_LEASE_MS)).catch(
    (err: unknown) => {
      deps.log.error("top-up reconciliation at start-up failed", { error: String(err) });
      return null;
    },
  );
  return { settled };
}
