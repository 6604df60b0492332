import { describe, expect, it } from "vitest";
import { ApiError } from "./http/errors.ts";
import {
  assertWithinLimit,
  consumeLimit,
  createRateLimiter,
  createRateLimits,
  RATE_RULES,
  recordAttempt,
} from "./rate-limit.ts";

function clock(start = Date.parse("2026-11-21T10:00:00Z")) {
  let at = start;
  return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) };
}

describe("rate limiter", () => {
  it("allows max events per window, then asks to wait until the oldest leaves it", () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 3, windowSeconds: 60 }, time.now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfter("ip:1")).toBe(0);
      limiter.record("ip:1");
      time.advance(10);
    }
    expect(limiter.retryAfter("ip:1")).toBe(30);
    time.advance(30);
    expect(limiter.retryAfter("ip:1")).toBe(0);
  });

  it("counts keys separately", () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 1, windowSeconds: 60 }, time.now);
    limiter.record("email:a@b.mm");
    expect(limiter.retryAfter("email:a@b.mm")).toBe(60);
    expect(limiter.retryAfter("email:c@d.mm")).toBe(0);
  });

  it("throws the contract's 429 with Retry-After when the address or the e-mail is over", async () => {
    const time = clock();
    const limit = createRateLimits(time.now).forgotPassword;
    const email = "a@b.mm";
    for (let i = 0; i < RATE_RULES.forgotPassword.email.max; i += 1)
      await consumeLimit(limit, { ip: `ip${i}`, email });
    time.advance(15);
    const error = await consumeLimit(limit, { ip: "fresh", email }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).headers).toEqual({ "Retry-After": String(15 * 60 - 15) });
    // The refused attempt is not counted: the fresh address may still ask about another e-mail.
    await expect(consumeLimit(limit, { ip: "fresh", email: "c@d.mm" })).resolves.toBeUndefined();
  });

  it("limits an address across e-mails", async () => {
    const time = clock();
    const limit = createRateLimits(time.now).loginFailures;
    for (let i = 0; i < 10; i += 1) await recordAttempt(limit, { ip: "shared", email: `u${i}@b.mm` });
    await expect(assertWithinLimit(limit, { ip: "shared", email: "new@b.mm" })).rejects.toThrow(ApiError);
    await expect(assertWithinLimit(limit, { ip: "other", email: "new@b.mm" })).resolves.toBeUndefined();
  });

  it("forgets idle keys so memory stays bounded", () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 1, windowSeconds: 1 }, time.now);
    for (let i = 0; i < 6000; i += 1) limiter.record(`ip:${i}`);
    time.advance(2);
    expect(limiter.size()).toBe(6000);
    limiter.record("ip:last");
    expect(limiter.size()).toBe(1);
  });
});
