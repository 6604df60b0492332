import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./db/client.ts";
import { rateLimitEvents } from "./db/schema/accounts.ts";
import { createTestDatabase } from "./db/testing.ts";
import { ApiError } from "./http/errors.ts";
import { assertWithinLimit, RATE_RULES, recordAttempt } from "./rate-limit.ts";
import { createDatabaseRateLimits, forgetOldRateEvents } from "./rate-limit-db.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(inject("dbTemplate"));
});
afterAll(() => database.close());

let at = Date.parse("2026-11-21T10:00:00Z");
const now = () => new Date(at);

describe("rate limits counted in the database", () => {
  it("are shared by every limiter on the database: two processes count the same attempts", async () => {
    // Two sets of limits on one database, as two server processes have.
    const a = createDatabaseRateLimits(database.db, now).loginFailures;
    const b = createDatabaseRateLimits(database.db, now).loginFailures;
    const who = { ip: "203.0.113.9", email: "target@b.mm" };
    for (let i = 0; i < RATE_RULES.loginFailures.email.max; i += 1) await recordAttempt(i % 2 ? a : b, who);
    at += 20_000;
    const refused = await assertWithinLimit(a, who).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).headers).toEqual({ "Retry-After": "40" });
    await expect(assertWithinLimit(b, { ip: "198.51.100.1", email: "other@b.mm" })).resolves.toBeUndefined();
    at += 41_000;
    await expect(assertWithinLimit(b, who)).resolves.toBeUndefined();
  });

  it("forgets counts older than every window", async () => {
    await forgetOldRateEvents(database.db, new Date(at + 3600_000 + 1));
    const [row] = await database.db.select({ n: count() }).from(rateLimitEvents);
    expect(row?.n).toBe(0);
  });
});
