import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { mmkRate } from "./currency.routes.ts";

let t: TestContext;
let clock = new Date("2026-11-21T10:00:00Z");
beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
});
afterAll(() => t.close());

describe("GET /apis/currency/", () => {
  it("lists USD at 1 and MMK at the configured rate, with when it was set", async () => {
    const res = await t.call("GET", "/apis/currency/");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        { code: "USD", name: "US Dollar", symbol: "$", exchangeRate: 1, updatedAt: clock.toISOString() },
        {
          code: "MMK",
          name: "Myanmar Kyat",
          symbol: "Ks",
          exchangeRate: 2100,
          updatedAt: clock.toISOString(),
        },
      ],
    });
    expect(res.headers.get("cache-control")).toContain("max-age");
  });

  it("answers without the trailing slash too", async () => {
    const res = await t.call("GET", "/apis/currency");
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { code: string }) => c.code)).toEqual(["USD", "MMK"]);
  });

  it("keeps the time the rate was set until the configured rate changes", async () => {
    const setAt = clock.toISOString();
    clock = new Date("2026-11-22T08:00:00Z");
    const same = await t.call("GET", "/apis/currency/");
    expect(same.body.data[1].updatedAt).toBe(setAt);

    // A restart with MMK_RATE=2150 on the same database.
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false", MMK_RATE: "2150" });
    expect(await mmkRate({ ...t.deps, env })).toEqual({ rate: 2150, updatedAt: clock });
    const changed = await t.call("GET", "/apis/currency/");
    // This app still has MMK_RATE=2100: it records the change back, with its time.
    expect(changed.body.data[1]).toMatchObject({ exchangeRate: 2100, updatedAt: clock.toISOString() });
  });
});
