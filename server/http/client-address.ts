import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { RateSubject } from "../rate-limit.ts";

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
 * The rate subject of one request: its client address and, when given, the e-mail it is about.
 * @example rateSubject(c, "a@b.mm") // { ip: "203.0.113.7", email: "a@b.mm" }
 */
export function rateSubject(c: Context<AppEnv>, email?: string): RateSubject {
  return { ip: clientIp(c), email };
}
