import { tooManyRequests } from "./http/errors.ts";

/** At most `max` events per key in any sliding window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/**
 * Counts events per key (an IP or an e-mail): in memory for one process (the embedded database),
 * or in PostgreSQL, shared by every process ({@link createDatabaseRateLimits}).
 */
export interface RateLimiter {
  /** Seconds until `key` may act again; 0 when it may act now. */
  retryAfter(key: string): number | Promise<number>;
  /** Counts one event for each key. */
  record(...keys: string[]): void | Promise<void>;
}

/** The in-memory limiter answers at once. */
export interface MemoryRateLimiter extends RateLimiter {
  retryAfter(key: string): number;
  record(...keys: string[]): void;
  /** How many keys are tracked (for tests and metrics). */
  size(): number;
}

/** Keys with no event younger than a window are dropped once the map grows past this. */
const SWEEP_ABOVE = 5000;

/**
 * A sliding-window limiter: each key keeps the times of its last `max` events.
 * @example const limiter = createRateLimiter({ max: 10, windowSeconds: 60 }, () => new Date());
 */
export function createRateLimiter(rule: RateRule, now: () => Date): MemoryRateLimiter {
  const windowMs = rule.windowSeconds * 1000;
  const events = new Map<string, number[]>();
  let lastSweep = 0;
  const recent = (key: string, at: number) => {
    const times = events.get(key)?.filter((time) => time > at - windowMs) ?? [];
    if (times.length === 0) events.delete(key);
    else events.set(key, times);
    return times;
  };
  return {
    retryAfter(key) {
      const at = now().getTime();
      const times = recent(key, at);
      if (times.length < rule.max) return 0;
      const oldest = times[times.length - rule.max] ?? at;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    record(...keys) {
      const at = now().getTime();
      for (const key of keys) events.set(key, [...recent(key, at), at].slice(-rule.max));
      // At most one sweep per window, so a flood of new keys costs O(keys) once, not per request.
      if (events.size > SWEEP_ABOVE && at - lastSweep >= windowMs) {
        lastSweep = at;
        for (const key of [...events.keys()]) recent(key, at);
      }
    },
    size: () => events.size,
  };
}

/**
 * The limits of the routes an attacker would hammer, per client address and per e-mail. The
 * contract fixes login (10 failures a minute); the others are ours. Address limits are looser
 * because many Myanmar mobile users share one carrier-grade NAT address.
 */
export const RATE_RULES = {
  loginFailures: { ip: { max: 10, windowSeconds: 60 }, email: { max: 10, windowSeconds: 60 } },
  register: { ip: { max: 20, windowSeconds: 600 }, email: { max: 5, windowSeconds: 600 } },
  // 10 per address: one address asking codes for 15 different accounts is a sweep, not a traveller.
  forgotPassword: { ip: { max: 10, windowSeconds: 900 }, email: { max: 5, windowSeconds: 900 } },
  resetPassword: { ip: { max: 30, windowSeconds: 900 }, email: { max: 10, windowSeconds: 900 } },
  contact: { ip: { max: 10, windowSeconds: 600 }, email: { max: 5, windowSeconds: 600 } },
  subscribe: { ip: { max: 30, windowSeconds: 600 }, email: { max: 5, windowSeconds: 600 } },
  // Find my booking: every look-up counts against the address; the second key is the booking code,
  // not an e-mail, and counts look-ups that found nothing, so that one code cannot be tried against
  // many names from many addresses (routes/flights/booking-lookup.handlers.ts).
  bookingLookup: { ip: { max: 30, windowSeconds: 600 }, email: { max: 10, windowSeconds: 600 } },
} satisfies Record<string, { ip: RateRule; email: RateRule }>;

/** One route's limit: a limiter for client addresses and one for e-mails. */
export interface RateLimit {
  ip: RateLimiter;
  email: RateLimiter;
}
export type RateLimits = Record<keyof typeof RATE_RULES, RateLimit>;

/** Who is acting: the client address, and the e-mail the request is about when there is one. */
export interface RateSubject {
  ip: string;
  email?: string;
}

/** One limit per route, sharing a clock (tests pass theirs). */
export function createRateLimits(now: () => Date, rules: typeof RATE_RULES = RATE_RULES): RateLimits {
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    { ip: createRateLimiter(rule.ip, now), email: createRateLimiter(rule.email, now) },
  ]);
  return Object.fromEntries(entries) as RateLimits;
}

/** Throws the contract's 429 with Retry-After when the address or the e-mail is over its limit. */
export async function assertWithinLimit(limit: RateLimit, who: RateSubject): Promise<void> {
  const [byIp, byEmail] = await Promise.all([
    limit.ip.retryAfter(who.ip),
    who.email ? limit.email.retryAfter(who.email) : 0,
  ]);
  const wait = Math.max(byIp, byEmail);
  if (wait > 0) throw tooManyRequests(wait);
}

/** Counts one event (e.g. a failed login) against the address and the e-mail. */
export async function recordAttempt(limit: RateLimit, who: RateSubject): Promise<void> {
  await Promise.all([limit.ip.record(who.ip), who.email ? limit.email.record(who.email) : undefined]);
}

/** Checks and counts this attempt: for routes limited on every call. */
export async function consumeLimit(limit: RateLimit, who: RateSubject): Promise<void> {
  await assertWithinLimit(limit, who);
  await recordAttempt(limit, who);
}
