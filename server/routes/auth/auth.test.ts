import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/accounts.ts";
import { loadEnv } from "../../env.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";

let t: TestContext;
beforeAll(async () => {
  // One proxy in front, so each test can come from its own address (X-Forwarded-For).
  t = await createTestContext({ env: testEnv({ TRUST_PROXY: "1" }) });
});
afterAll(() => t.close());

const testEnv = (extra: Record<string, string>) =>
  loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "data/test", SEED_DEMO: "false", ...extra });

let ip = 0;
const fromNewAddress = () => {
  ip += 1;
  return { "x-forwarded-for": `203.0.113.${ip}` };
};
const login = (body: unknown, headers: Record<string, string> = fromNewAddress()) =>
  t.call("POST", "/apis/auth/login", { body, headers });

describe("POST /apis/auth/login", () => {
  it("answers a 2-hour token, its expiry and the user", async () => {
    const { user } = await createTestUser(t, { password: "Secret123!" });
    const res = await login({ email: ` ${user.email.toUpperCase()} `, password: "Secret123!" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Login successful",
      jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: user.id, email: user.email, isAgent: false },
    });
    const lifetime = Date.parse(res.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3600_000);
    expect(res.body.user).not.toHaveProperty("passwordHash");
    const me = await t.call("GET", `/apis/users/current-user/${user.id}`, { token: res.body.jwt });
    expect(me.status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const { user } = await createTestUser(t, { password: "Secret123!" });
    const wrong = await login({ email: user.email, password: "Wrong1234!" });
    const unknown = await login({ email: "nobody@example.mm", password: "Secret123!" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: "Invalid email or password" });
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 400 for a missing password, a number as e-mail or an unknown field", async () => {
    expect((await login({ email: "a@b.mm" })).status).toBe(400);
    expect((await login({ email: 5, password: "x" })).status).toBe(400);
    const extra = await login({ email: "a@b.mm", password: "Secret123!", admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toHaveProperty("admin");
  });

  it("answers 429 with Retry-After after 10 failures a minute for one e-mail, from any address", async () => {
    const { user } = await createTestUser(t, { password: "Secret123!" });
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: user.email, password: `Wrong${i}xxxx` })).status).toBe(401);
    }
    const limited = await login({ email: user.email, password: "Secret123!" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
  });

  it("answers 429 after 10 failures a minute from one address, whatever the e-mail", async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 10; i += 1) {
      await login({ email: `guess${i}@example.mm`, password: "Secret123!" }, address);
    }
    const { user } = await createTestUser(t, { password: "Secret123!" });
    expect((await login({ email: user.email, password: "Secret123!" }, address)).status).toBe(429);
    expect((await login({ email: user.email, password: "Secret123!" })).status).toBe(200);
  });
});

describe("the client address behind TRUST_PROXY=1", () => {
  it("is the entry our proxy added, so a client cannot dodge the limit by forging entries", async () => {
    for (let i = 0; i < 10; i += 1) {
      await login(
        { email: `spoof${i}@example.mm`, password: "Secret123!" },
        { "x-forwarded-for": "198.51.100.9" },
      );
    }
    const forged = await login(
      { email: "spoof@example.mm", password: "Secret123!" },
      { "x-forwarded-for": "10.9.9.9, 198.51.100.9" },
    );
    expect(forged.status).toBe(429);
  });
});

describe("session housekeeping", () => {
  it("drops a user's expired sessions when they sign in again", async () => {
    const { user, jti } = await createTestUser(t, { password: "Secret123!" });
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.jti, jti));
    expect((await login({ email: user.email, password: "Secret123!" })).status).toBe(200);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.jti)).not.toContain(jti);
    expect(left).toHaveLength(1);
  });
});

describe("POST /apis/auth/logout", () => {
  it("revokes the token, leaving other sessions signed in", async () => {
    const { user, token } = await createTestUser(t);
    const other = await createTestUser(t);
    const res = await t.call("POST", "/apis/auth/logout", { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await t.call("GET", `/apis/users/current-user/${user.id}`, { token })).status).toBe(401);
    expect((await t.call("POST", "/apis/auth/logout", { token })).status).toBe(401);
    const still = await t.call("GET", `/apis/users/current-user/${other.user.id}`, { token: other.token });
    expect(still.status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const res = await t.call("POST", "/apis/auth/logout");
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });
});
