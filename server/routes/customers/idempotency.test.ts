import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyKeys } from "../../db/schema/wallet.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createTestUser } from "../../testing/users.ts";
import { ledgerOf } from "../../testing/wallet.ts";
import { checkPayment, topUp as topUpRoute } from "./customers.routes.ts";

const t = setUpTestContext();

const topUp = (token: string, body: { amount: number; method: string }, key?: string) =>
  t.api(topUpRoute, { token, body, headers: key === undefined ? {} : { "idempotency-key": key } });

const credited = async (userId: string) => (await ledgerOf(t, userId)).total;

describe("POST /apis/customers/wallet/topup with an Idempotency-Key", () => {
  it("answers a repeated key with the first result and credits once", async () => {
    const { user, token } = await createTestUser(t);
    const first = await topUp(token, { amount: 5_000, method: "kpay" }, "key-1");
    const again = await topUp(token, { amount: 5_000, method: "kpay" }, "key-1");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await credited(user.id)).toBe(5_000);
    // Without a key, or with another key, a top-up credits again.
    expect((await topUp(token, { amount: 5_000, method: "kpay" }, "key-2")).status).toBe(200);
    expect(await credited(user.id)).toBe(10_000);
  });

  it("answers 409 when the key comes back with a different body, and credits nothing", async () => {
    const { user, token } = await createTestUser(t);
    await topUp(token, { amount: 5_000, method: "kpay" }, "same");
    const res = expectStatus(await topUp(token, { amount: 9_000, method: "kpay" }, "same"), 409);
    expect(res.body.error.message).toMatch(/different request/);
    expect(await credited(user.id)).toBe(5_000);
  });

  it("keeps keys per user: another user's key of the same name is theirs", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    await topUp(a.token, { amount: 1_000, method: "card" }, "shared-name");
    const res = await topUp(b.token, { amount: 2_000, method: "card" }, "shared-name");
    expect(res.status).toBe(200);
    expect(await credited(b.user.id)).toBe(2_000);
  });

  it("credits once for 20 concurrent requests with one key, all answered the same", async () => {
    const { user, token } = await createTestUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => topUp(token, { amount: 3_000, method: "kpay" }, "burst")),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => expectStatus(a, 200).body.data.transaction.id)).size).toBe(1);
    expect(await credited(user.id)).toBe(3_000);
  });

  it("refuses a key over 100 characters, and lets a key be used again after 24 hours", async () => {
    const { user, token } = await createTestUser(t);
    expect((await topUp(token, { amount: 1_000, method: "kpay" }, "k".repeat(101))).status).toBe(400);
    await topUp(token, { amount: 1_000, method: "kpay" }, "daily");
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.userId, user.id));
    expect((await topUp(token, { amount: 1_000, method: "kpay" }, "daily")).status).toBe(200);
    expect(await credited(user.id)).toBe(2_000);
  });

  it("is accepted harmlessly by check-payment, which pays a booking once anyway", async () => {
    const { user, token } = await createTestUser(t);
    const res = await t.api(checkPayment, {
      token,
      body: { userId: user.id, flightId: "no-such-booking" },
      headers: { "idempotency-key": "pay-1" },
    });
    // Not a 400 for the header: the unknown booking is the answer.
    expect(res.status).toBe(404);
  });

  it("is documented in the OpenAPI document, on top-up and check-payment", async () => {
    const { paths } = await readOpenApi(t);
    for (const path of ["/apis/customers/wallet/topup", "/apis/customers/check-payment"]) {
      const header = paths[path]?.post?.parameters?.find(
        (p) => p.in === "header" && /idempotency-key/i.test(p.name),
      );
      expect(header?.schema).toMatchObject({ type: "string", maxLength: 100 });
    }
  });
});
