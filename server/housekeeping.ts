import type { AppDeps } from "./context.ts";
import { forgetOldETicketMails } from "./eticket/mail-limit.ts";
import { forgetOldKeys } from "./payments/idempotency.ts";
import { KEY_LEASE_MS } from "./payments/key-claims.ts";
import { expireCashback } from "./payments/ledger.ts";
import { reconcileTopUps } from "./payments/reconcile.ts";
import { forgetOldRateEvents } from "./rate-limit-db.ts";

/**
 * How often expired cash back, top-ups left pending, old idempotency keys and old rate counts
 * are dealt with.
 */
export const HOUSEKEEPING_INTERVAL_MS = 60_000;

/**
 * Runs {@link housekeeping} on a timer (every process may run it: each step is safe to repeat and
 * to run concurrently). Answers a function that stops it.
 */
export function startHousekeeping(deps: AppDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    housekeeping(deps)
      .catch((err: unknown) => deps.log.error("housekeeping failed", { error: String(err) }))
      .finally(() => {
        running = false;
      });
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Takes back expired cash back of every user, settles top-ups pending past a claim's lease (their
 * request died or never heard the provider), forgets keys past 24 hours, e-ticket mails past their
 * limits' window and old rate counts.
 */
export async function housekeeping(deps: AppDeps): Promise<void> {
  const expired = await expireCashback(deps);
  if (expired > 0) deps.log.info("cash back expired", { grants: expired });
  await reconcileTopUps(deps, new Date(deps.now().getTime() - KEY_LEASE_MS));
  await forgetOldKeys(deps);
  await forgetOldETicketMails(deps);
  if (deps.database.kind === "postgres") await forgetOldRateEvents(deps.database.db, deps.now());
}
