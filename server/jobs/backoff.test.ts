import { describe, expect, it } from "vitest";
import { LONGEST_RETRY_MS, MAX_ATTEMPTS, retryDelayMs } from "./backoff.ts";

describe("the retry backoff", () => {
  it("waits 30 s after the first failure, then twice as long each time", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never waits more than an hour, however many attempts failed", () => {
    expect(retryDelayMs(8)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(500)).toBe(LONGEST_RETRY_MS);
  });

  it("spans about a day before a job is given up", () => {
    let waited = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) waited += retryDelayMs(attempt);
    expect(waited / 3_600_000).toBeGreaterThan(20);
    expect(waited / 3_600_000).toBeLessThan(30);
  });
});
