import { describe, expect, it } from "vitest";
import { settings } from "../../db/schema/accounts.ts";
import { createTestContext, expectStatus, setUpTestContext, testEnv } from "../../testing/harness.ts";
import { listCurrenciesRoute, mmkRate } from "./currency.routes.ts";

let clock = new Date("2026-11-21T10:00:00Z");
const t = setUpTestContext({ now: () => clock });

describe("GET /apis/currency/", () => {
  it("lists USD at 1 and MMK at the configured rate, with when it was set", async () => {
    const res = await t.api(listCurrenciesRoute);
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
    // Not in the OpenAPI (it lists /currency/ only): the raw call.
    const res = await t.call("GET", "/apis/currency");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: [{ code: "USD" }, { code: "MMK" }] });
  });

  it("keeps the time the rate was set until the configured rate changes", async () => {
    const setAt = clock.toISOString();
    clock = new Date("2026-11-22T08:00:00Z");
    const same = expectStatus(await t.api(listCurrenciesRoute), 200);
    expect(same.body.data[1]).toMatchObject({ exchangeRate: 2100, updatedAt: setAt });

    // A restart with MMK_RATE=2150 on the same database: the changed configuration wins.
    expect(await mmkRate({ ...t.deps, env: envWithRate("2150") })).toEqual({ rate: 2150, updatedAt: clock });
  });

  it("keeps a rate set by operations until MMK_RATE itself changes", async () => {
    const base = { ...t.deps, env: envWithRate("2150") };
    clock = new Date("2026-11-23T09:00:00Z");
    await setRateLikeOps("2180", clock);
    clock = new Date("2026-11-23T10:00:00Z");
    expect(await mmkRate(base)).toEqual({ rate: 2180, updatedAt: new Date("2026-11-23T09:00:00Z") });
    expect(await mmkRate({ ...base, env: envWithRate("2200") })).toEqual({ rate: 2200, updatedAt: clock });
  });

  it("keeps a rate operations set before MMK_RATE was ever applied", async () => {
    const fresh = await createTestContext({ now: () => clock });
    try {
      const setAt = new Date("2026-11-20T12:00:00Z");
      await fresh.database.db.insert(settings).values({ key: "mmk_rate", value: "2175", updatedAt: setAt });
      const res = expectStatus(await fresh.api(listCurrenciesRoute), 200);
      expect(res.body.data[1]).toMatchObject({ exchangeRate: 2175, updatedAt: setAt.toISOString() });
    } finally {
      await fresh.close();
    }
  });
});

/** What `npm run ops -- mmk-rate` does: write the live rate row. */
async function setRateLikeOps(value: string, at: Date) {
  await t.database.db
    .insert(settings)
    .values({ key: "mmk_rate", value, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at } });
}

function envWithRate(rate: string) {
  return testEnv({ MMK_RATE: rate });
}
