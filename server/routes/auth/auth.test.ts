import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../src/domain/test-data.ts";
import { sessions } from "../../db/schema/accounts.ts";
import { fromNewAddress, setUpBehindProxy } from "../../testing/client-address.ts";
import { expectStatus, type OffContract, offContract } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { currentUser } from "../users/users.routes.ts";
import { login as loginRoute, logout } from "./auth.routes.ts";

// One proxy in front, so each test can come from its own address (X-Forwarded-For).
const t = setUpBehindProxy();
const login = (
  body: { email: string; password: string } | OffContract,
  headers: Record<string, string> = fromNewAddress(),
) => t.api(loginRoute, { body, headers });
const current = (userId: string, token: string) => t.api(currentUser, { params: { userId }, token });

describe("POST /apis/auth/login", () => {
  it("answers a 2-hour token, its expiry and the user", async () => {
    const { user } = await createTestUser(t);
    const res = expectStatus(
      await login({ email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD }),
      200,
    );
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
    expect((await current(user.id, res.body.jwt)).status).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const { user } = await createTestUser(t);
    const wrong = await login({ email: user.email, password: "Wrong1234!" });
    const unknown = await login({ email: "nobody@example.mm", password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, message: "Invalid email or password" });
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 400 for a missing password, a number as e-mail or an unknown field", async () => {
    expect((await login(offContract({ email: "a@b.mm" }))).status).toBe(400);
    expect((await login(offContract({ email: 5, password: "x" }))).status).toBe(400);
    const extra = expectStatus(
      await login(offContract({ email: "a@b.mm", password: TEST_PASSWORD, admin: true })),
      400,
    );
    expect(extra.body.error.fields).toHaveProperty("admin");
  });

  it("answers 429 with Retry-After after 10 failures a minute for one e-mail, from any address", async () => {
    const { user } = await createTestUser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ email: user.email, password: `Wrong${i}xxxx` })).status).toBe(401);
    }
    const limited = await login({ email: user.email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
  });

  it("answers 429 after 10 failures a minute from one address, whatever the e-mail", async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 10; i += 1) {
      await login({ email: `guess${i}@example.mm`, password: TEST_PASSWORD }, address);
    }
    const { user } = await createTestUser(t);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, address)).status).toBe(429);
    expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe("the client address behind TRUST_PROXY=1", () => {
  it("is the entry our proxy added, so a client cannot dodge the limit by forging entries", async () => {
    for (let i = 0; i < 10; i += 1) {
      await login(
        { email: `spoof${i}@example.mm`, password: TEST_PASSWORD },
        { "x-forwarded-for": "198.51.100.9" },
      );
    }
    const forged = await login(
      { email: "spoof@example.mm", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.9.9.9, 198.51.100.9" },
    );
    expect(forged.status).toBe(429);
  });
});

describe("session housekeeping", () => {
  it("drops a user's expired sessions when they sign in again", async () => {
    const { user, jti } = await createTestUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.jti, jti));
    expect((await login({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.jti)).not.toContain(jti);
    expect(left).toHaveLength(1);
  });
});

describe("POST /apis/auth/logout", () => {
  it("revokes the token, leaving other sessions signed in", async () => {
    const { user, token } = await createTestUser(t);
    const other = await createTestUser(t);
    const res = expectStatus(await t.api(logout, { token }), 200);
    expect(res.body.success).toBe(true);
    expect((await current(user.id, token)).status).toBe(401);
    expect((await t.api(logout, { token })).status).toBe(401);
    expect((await current(other.user.id, other.token)).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const res = expectStatus(await t.api(logout), 401);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
  });
});
