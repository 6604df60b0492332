import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyKeys, topUps } from "../db/schema/wallet.ts";
import { topUp as topUpRoute } from "../routes/customers/customers.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";
import { ledgerOf } from "../testing/wallet.ts";
import { KEY_LEASE_MS } from "./key-claims.ts";
import { reconcileTopUps, recoverAtStartUp } from "./reconcile.ts";
import { SANDBOX_METHODS } from "./sandbox-provider.ts";

let clock = Date.now();
const t = setUpTestContext({ now: () => new Date(clock) });

const topUp = (token: string, method: string, key?: string) =>
  t.api(topUpRoute, {
    token,
    body: { amount: 2_500, method },
    headers: key ? { "idempotency-key": key } : {},
  });

const credited = async (userId: string) => (await ledgerOf(t, userId)).total;

describe("top-ups whose answer was lost", () => {
  it("answers 503 TOP_UP_PENDING, and a retry with the same key credits the charge once", async () => {
    const { user, token } = await createTestUser(t);
    const lost = expectStatus(await topUp(token, SANDBOX_METHODS.lost, "lost-1"), 503);
    expect(lost.body.error.code).toBe("TOP_UP_PENDING");
    expect(lost.headers.get("retry-after")).toBe("5");
    expect(await credited(user.id)).toBe(0);
    // The key kept its reference, so the retry asks the provider instead of charging again.
    const retry = await topUp(token, SANDBOX_METHODS.lost, "lost-1");
    expect(retry.status).toBe(200);
    expect(await credited(user.id)).toBe(2_500);
    expect((await topUp(token, SANDBOX_METHODS.lost, "lost-1")).body).toEqual(retry.body);
    expect(await credited(user.id)).toBe(2_500);
  });

  it("without a key, the reconciliation credits the charge once, however often it runs", async () => {
    const { user, token } = await createTestUser(t);
    expect((await topUp(token, SANDBOX_METHODS.lost)).status).toBe(503);
    const [intent] = await t.database.db.select().from(topUps).where(eq(topUps.userId, user.id));
    expect(intent?.status).toBe("PENDING");
    // A live request's intent is left alone until a claim's lease is over.
    expect((await reconcileTopUps(t.deps, new Date(clock - KEY_LEASE_MS))).credited).toBe(0);
    clock += KEY_LEASE_MS + 1;
    const runs = await Promise.all(
      [1, 2, 3].map(() => reconcileTopUps(t.deps, new Date(clock - KEY_LEASE_MS))),
    );
    expect(runs.reduce((n, r) => n + r.credited, 0)).toBeGreaterThanOrEqual(1);
    expect(await credited(user.id)).toBe(2_500);
    await reconcileTopUps(t.deps, new Date(clock));
    expect(await credited(user.id)).toBe(2_500);
    const [after] = await t.database.db.select().from(topUps).where(eq(topUps.userId, user.id));
    expect(after?.status).toBe("CREDITED");
  });

  it("a declined charge frees its key: a retry with the same key is a new attempt", async () => {
    const { user, token } = await createTestUser(t);
    const declined = expectStatus(await topUp(token, SANDBOX_METHODS.declined, "declined-1"), 400);
    expect(declined.body.error.code).toBe("PAYMENT_DECLINED");
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(row).toBeUndefined();
    expect(await credited(user.id)).toBe(0);
  });

  it("abandons an intent the provider never received once its key is forgotten", async () => {
    const { user } = await createTestUser(t);
    const old = new Date(clock - 25 * 3600_000);
    await t.database.db.insert(topUps).values({
      id: `never-charged-${user.id}`,
      userId: user.id,
      amount: 1_000,
      method: "kpay",
      status: "PENDING",
      createdAt: old,
      updatedAt: old,
    });
    expect((await reconcileTopUps(t.deps, new Date(clock))).abandoned).toBe(1);
    expect(await credited(user.id)).toBe(0);
  });
});

describe("start-up", () => {
  it("ends the claims a killed process held on the embedded database (one process owns it), not on PostgreSQL", async () => {
    const { user } = await createTestUser(t);
    await t.database.db.insert(idempotencyKeys).values({
      userId: user.id,
      route: "wallet/topup",
      key: "held-by-the-dead",
      requestHash: "h",
      owner: "dead-process",
      leaseUntil: new Date(clock + KEY_LEASE_MS),
      reference: "r",
      createdAt: new Date(clock),
    });
    await (await recoverAtStartUp(t.deps)).settled;
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    if (t.database.kind === "pglite") {
      expect(row?.owner).toBeNull();
      expect(row?.leaseUntil?.getTime()).toBe(clock);
    } else {
      // Another process may be working on it: its lease runs out by itself.
      expect(row?.owner).toBe("dead-process");
    }
  });
});
