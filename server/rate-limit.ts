import type { Context } from "hono";
import type { AppEnv } from "./context.ts";
import { tooManyRequests } from "./http/errors.ts";

/** At most `max` events per key in any sliding window of `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Counts events per key (an IP or an e-mail) in memory, for one process. */
export interface RateLimiter {
  /** Seconds until `key` may act again; 0 when it may act now. */
  retryAfter(key: string): number;
  /** Counts one event for each key. */
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
export function createRateLimiter(rule: RateRule, now: () => Date): RateLimiter {
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

/** The limits of the routes an attacker would hammer (contract: login 10 failures a minute). */
export const RATE_RULES = {
  loginFailures: { max: 10, windowSeconds: 60 },
  register: { max: 10, windowSeconds: 600 },
  forgotPassword: { max: 5, windowSeconds: 900 },
  resetPassword: { max: 20, windowSeconds: 900 },
  contact: { max: 10, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

export type RateLimits = Record<keyof typeof RATE_RULES, RateLimiter>;

/** One limiter per rule, sharing a clock (tests pass theirs). */
export function createRateLimits(now: () => Date, rules: typeof RATE_RULES = RATE_RULES): RateLimits {
  const entries = Object.entries(rules).map(([name, rule]) => [name, createRateLimiter(rule, now)]);
  return Object.fromEntries(entries) as RateLimits;
}

/** Throws the contract's 429 with Retry-After when any of `keys` is over its limit. */
export function assertWithinLimit(limiter: RateLimiter, keys: string[]): void {
  const wait = Math.max(0, ...keys.map((key) => limiter.retryAfter(key)));
  if (wait > 0) throw tooManyRequests(wait);
}

/** Checks `keys` and counts this attempt against each: for routes limited on every call. */
export function consumeLimit(limiter: RateLimiter, keys: string[]): void {
  assertWithinLimit(limiter, keys);
  limiter.record(...keys);
}

/**
 * The caller's address. Behind `TRUST_PROXY` proxies, the address the outermost trusted proxy
 * saw (X-Forwarded-For counted from the right, since a client can write any entries on the left).
 * @example clientIp(c) // "203.0.113.7", or "unknown" when called in-process without a socket
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.var.deps.env.TRUST_PROXY;
  if (hops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "").split(",").map((part) => part.trim());
    const forwarded = chain[chain.length - hops];
    if (forwarded) return forwarded;
  }
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return bindings?.incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * The limiter keys of one request: its IP, and the e-mail it is about when there is one.
 * @example rateKeys(c, "a@b.mm") // ["ip:203.0.113.7", "email:a@b.mm"]
 */
export function rateKeys(c: Context<AppEnv>, email?: string): string[] {
  const keys = [`ip:${clientIp(c)}`];
  if (email) keys.push(`email:${email}`);
  return keys;
}
