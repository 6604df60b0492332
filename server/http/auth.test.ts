import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueSession, SESSION_CACHE_MS } from "../auth/sessions.ts";
import { TOKEN_LIFETIME_SECONDS } from "../auth/tokens.ts";
import { sessions } from "../db/schema/accounts.ts";
import { logout } from "../routes/auth/auth.routes.ts";
import { changePassword } from "../routes/users/users.routes.ts";
import { setUpTestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";
import { assertSelf, requireAuth } from "./auth.ts";

const t = setUpTestContext();
beforeAll(() => {
  t.app.get("/apis/test/me/:userId", requireAuth, (c) =>
    c.json({ id: assertSelf(c, c.req.param("userId")).id }),
  );
});

/** The test's own route (not in the OpenAPI): acting for `userId`. */
const actFor = (userId: string, token?: string) => t.call("GET", `/apis/test/me/${userId}`, { token });

describe("requireAuth and assertSelf", () => {
  it("let a signed-in user act for themself", async () => {
    const { user, token } = await createTestUser(t);
    const res = await actFor(user.id, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id });
  });

  it("answer 401 without a token, 403 for another user", async () => {
    const { token } = await createTestUser(t);
    const other = await createTestUser(t);
    expect((await actFor(other.user.id)).status).toBe(401);
    const res = await actFor(other.user.id, token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: { code: "FORBIDDEN" } });
  });

  it("answer 401 once the session is revoked", async () => {
    const { user, token, jti } = await createTestUser(t);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.jti, jti));
    const res = await actFor(user.id, token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });

  it("refuse a logged-out token at once, even right after it was cached", async () => {
    const { user, token } = await createTestUser(t);
    expect((await actFor(user.id, token)).status).toBe(200);
    expect((await t.api(logout, { token })).status).toBe(200);
    expect((await actFor(user.id, token)).status).toBe(401);
  });

  it("refuse a cached token at once when its user changes the password elsewhere", async () => {
    const { user, token, password } = await createTestUser(t);
    const { token: second } = await issueSession(t.deps, user.id);
    expect((await actFor(user.id, token)).status).toBe(200);
    const changed = await t.api(changePassword, {
      params: { userId: user.id },
      token: second,
      body: { currentPassword: password, newPassword: "Another123!" },
    });
    expect(changed.status).toBe(200);
    expect((await actFor(user.id, token)).status).toBe(401);
    expect((await actFor(user.id, second)).status).toBe(200);
  });

  it("refuse a token revoked straight in the database: at once on PostgreSQL, where another process may revoke it", async () => {
    const { user, token, jti } = await createTestUser(t);
    expect((await actFor(user.id, token)).status).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.jti, jti));
    if (t.database.kind === "postgres") {
      expect((await actFor(user.id, token)).status).toBe(401);
      return;
    }
    // The embedded database has one process, whose own revocations forget the cache at once: only
    // a write behind its back, as this one, waits for the window to pass.
    const start = Date.now();
    t.deps.now = () => new Date(start + SESSION_CACHE_MS);
    try {
      expect((await actFor(user.id, token)).status).toBe(401);
    } finally {
      t.deps.now = () => new Date();
    }
  });

  it("refuse a cached token the moment it expires, inside the cache window", async () => {
    // Whole seconds, as the token counts them.
    const issued = Math.floor(Date.now() / 1000) * 1000;
    t.deps.now = () => new Date(issued);
    try {
      const { user, token } = await createTestUser(t);
      const expires = issued + TOKEN_LIFETIME_SECONDS * 1000;
      t.deps.now = () => new Date(expires - 500);
      expect((await actFor(user.id, token)).status).toBe(200);
      t.deps.now = () => new Date(expires);
      expect((await actFor(user.id, token)).status).toBe(401);
    } finally {
      t.deps.now = () => new Date();
    }
  });

  it("never takes a tampered copy of a cached token for it", async () => {
    const { user, token } = await createTestUser(t);
    expect((await actFor(user.id, token)).status).toBe(200);
    const [head, payload, signature = ""] = token.split(".");
    const forged = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect((await actFor(user.id, forged)).status).toBe(401);
  });
});
