import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCharges } from "../db/schema/sandbox.ts";
import { createTestContext, type TestContext } from "../testing/harness.ts";
import { createSandboxProvider, SANDBOX_METHODS, SandboxAnswerLost } from "./sandbox-provider.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const charge = (reference: string, method = "kpay", amount = 1_000) =>
  createSandboxProvider(t.database.db).charge({ userId: "u1", amount, method, reference });

async function charged(reference: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, reference));
  return row?.n ?? 0;
}

describe("the sandbox payment provider", () => {
  it("charges a reference once and answers the first result again, even from another instance", async () => {
    const first = await charge("ref-1");
    expect(first).toEqual({ status: "succeeded", providerReference: "sandbox_ref-1" });
    expect(await charge("ref-1", "card", 9_999)).toEqual(first);
    expect(await charged("ref-1")).toBe(1);
  });

  it("looks a charge up by reference, and knows nothing of one it never received", async () => {
    const sandbox = createSandboxProvider(t.database.db);
    await charge("ref-2");
    expect(await sandbox.lookup("ref-2")).toEqual({
      status: "succeeded",
      providerReference: "sandbox_ref-2",
    });
    expect(await sandbox.lookup("never-sent")).toBeNull();
  });

  it("declines the method sandbox-decline, for good", async () => {
    const result = await charge("ref-3", SANDBOX_METHODS.declined);
    expect(result).toMatchObject({ status: "declined" });
    expect(await charge("ref-3", "kpay")).toEqual(result);
  });

  it("charges sandbox-lost but loses the answer, as a provider timing out does", async () => {
    await expect(charge("ref-4", SANDBOX_METHODS.lost)).rejects.toBeInstanceOf(SandboxAnswerLost);
    expect(await createSandboxProvider(t.database.db).lookup("ref-4")).toMatchObject({ status: "succeeded" });
  });

  it("answers sandbox-slow late, having charged at once", async () => {
    const started = Date.now();
    const answer = charge("ref-5", SANDBOX_METHODS.slow);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await charged("ref-5")).toBe(1);
    expect(await answer).toMatchObject({ status: "succeeded" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
  });
});
