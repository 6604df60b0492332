import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimitEvents } from "./db/schema/accounts.ts";
import { RATE_RULES, type RateLimiter, type RateLimits, type RateRule } from "./rate-limit.ts";

/** Events older than this are deleted: longer than every window in {@link RATE_RULES}. */
export const RATE_EVENTS_KEPT_SECONDS = 3600;
/** At most one clean-up per process this often, run by whichever count comes first. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A sliding-window limiter counted in PostgreSQL (`rate_limit_events`), so that every API process
 * on the database counts the same attempts: N processes must not give an attacker N times the
 * login tries. One indexed read per check, one insert per counted event.
 */
export function createDatabaseRateLimiter(
  name: string,
  rule: RateRule,
  db: Db,
  now: () => Date,
  sweep: () => void,
): RateLimiter {
  const windowMs = rule.windowSeconds * 1000;
  return {
    async retryAfter(key) {
      const at = now().getTime();
      const rows = await db
        .select({ at: rateLimitEvents.at })
        .from(rateLimitEvents)
        .where(
          and(
            eq(rateLimitEvents.limiter, name),
            eq(rateLimitEvents.key, key),
            gt(rateLimitEvents.at, new Date(at - windowMs)),
          ),
        )
        .orderBy(desc(rateLimitEvents.at))
        .limit(rule.max);
      const oldest = rows[rule.max - 1];
      if (!oldest) return 0;
      return Math.max(1, Math.ceil((oldest.at.getTime() + windowMs - at) / 1000));
    },
    async record(...keys) {
      const at = now();
      await db.insert(rateLimitEvents).values(keys.map((key) => ({ limiter: name, key, at })));
      sweep();
    },
  };
}

/** Deletes counted events past every window (the periodic job calls it too). */
export async function forgetOldRateEvents(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.at, new Date(now.getTime() - RATE_EVENTS_KEPT_SECONDS * 1000)));
}

/**
 * The limits of {@link RATE_RULES}, counted in PostgreSQL.
 * @example createDatabaseRateLimits(database.db, () => new Date())
 */
export function createDatabaseRateLimits(
  db: Db,
  now: () => Date,
  rules: typeof RATE_RULES = RATE_RULES,
): RateLimits {
  let lastSweep = 0;
  const sweep = () => {
    const at = now().getTime();
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    void forgetOldRateEvents(db, new Date(at)).catch(() => {
      lastSweep = 0;
    });
  };
  const entries = Object.entries(rules).map(([route, rule]) => [
    route,
    {
      ip: createDatabaseRateLimiter(`${route}.ip`, rule.ip, db, now, sweep),
      email: createDatabaseRateLimiter(`${route}.email`, rule.email, db, now, sweep),
    },
  ]);
  return Object.fromEntries(entries) as RateLimits;
}
