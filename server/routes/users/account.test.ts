import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_LIFETIME_SECONDS } from "../../auth/tokens.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";

let t: TestContext;
let clock = new Date("2026-11-21T10:00:00Z");
beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.call("POST", "/apis/auth/login", { body: { email, password } });

describe("GET /apis/users/current-user/{userId}", () => {
  it("answers the signed-in user", async () => {
    const { user, token } = await createTestUser(t, { name: "Su Su" });
    const res = await t.call("GET", `/apis/users/current-user/${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "User fetched successfully",
      data: {
        id: user.id,
        name: "Su Su",
        email: user.email,
        phoneNumber: user.phoneNumber,
        isAgent: false,
        createdAt: user.createdAt.toISOString(),
      },
    });
  });

  it("answers 401 without a token and 403 for another user", async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t);
    const anonymous = await t.call("GET", `/apis/users/current-user/${me.user.id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: "No authentication token found" });
    const res = await t.call("GET", `/apis/users/current-user/${other.user.id}`, { token: me.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("answers 401 for an expired, tampered or foreign-signed token", async () => {
    const { user, token } = await createTestUser(t);
    const path = `/apis/users/current-user/${user.id}`;
    const [h, p, s] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString("base64url");
    expect((await t.call("GET", path, { token: `${h}.${forged}.${s}` })).status).toBe(401);
    expect((await t.call("GET", path, { token: `${token}x` })).status).toBe(401);
    expect((await t.call("GET", path, { token: "not.a.jwt" })).status).toBe(401);

    const issued = clock;
    clock = new Date(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect((await t.call("GET", path, { token })).status).toBe(200);
    clock = new Date(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    const expired = await t.call("GET", path, { token });
    clock = issued;
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("PATCH /apis/users/{userId}", () => {
  it("changes name and phone number", async () => {
    const { user, token } = await createTestUser(t);
    const res = await t.call("PATCH", `/apis/users/${user.id}`, {
      token,
      body: { name: "  Ko Ko  ", phoneNumber: "09 777 888 999" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { id: user.id, name: "Ko Ko", phoneNumber: "09777888999", email: user.email },
    });
    const again = await t.call("GET", `/apis/users/current-user/${user.id}`, { token });
    expect(again.body.data.name).toBe("Ko Ko");
  });

  it.each([
    ["an overlong name", { name: "k".repeat(101) }],
    ["a number as the name", { name: 7 }],
    ["the e-mail, which cannot change here", { email: "new@example.mm" }],
    ["a bad phone number", { phoneNumber: "phone" }],
  ])("answers 400 for %s and changes nothing", async (_, body) => {
    const { user, token } = await createTestUser(t, { name: "Unchanged" });
    const res = await t.call("PATCH", `/apis/users/${user.id}`, { token, body });
    expect(res.status).toBe(400);
    const after = await t.call("GET", `/apis/users/current-user/${user.id}`, { token });
    expect(after.body.data.name).toBe("Unchanged");
  });

  it("answers 403 for another user's profile and 401 without a token", async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t, { name: "Other" });
    const res = await t.call("PATCH", `/apis/users/${other.user.id}`, {
      token: me.token,
      body: { name: "Hijacked" },
    });
    expect(res.status).toBe(403);
    expect((await t.call("PATCH", `/apis/users/${me.user.id}`, { body: { name: "X" } })).status).toBe(401);
    const after = await t.call("GET", `/apis/users/current-user/${other.user.id}`, { token: other.token });
    expect(after.body.data.name).toBe("Other");
  });
});

describe("POST /apis/users/{userId}/password", () => {
  it("changes the password and signs out every other session, not this one", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    const elsewhere = await login(user.email, "OldSecret1!");
    expect(elsewhere.status).toBe(200);
    const res = await t.call("POST", `/apis/users/${user.id}/password`, {
      token,
      body: { currentPassword: "OldSecret1!", newPassword: "NewSecret2!" },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const path = `/apis/users/current-user/${user.id}`;
    expect((await t.call("GET", path, { token: elsewhere.body.jwt })).status).toBe(401);
    expect((await t.call("GET", path, { token })).status).toBe(200);
    expect((await login(user.email, "OldSecret1!")).status).toBe(401);
    expect((await login(user.email, "NewSecret2!")).status).toBe(200);
  });

  it("answers 401 WRONG_PASSWORD for a wrong current password and keeps the old one", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    const res = await t.call("POST", `/apis/users/${user.id}/password`, {
      token,
      body: { currentPassword: "Guess1234!", newPassword: "NewSecret2!" },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: "WRONG_PASSWORD",
      message: "Current password is incorrect",
    });
    expect((await login(user.email, "OldSecret1!")).status).toBe(200);
  });

  it("answers 400 SAME_PASSWORD for the current password again, and signs no other session out", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    const other = (await login(user.email, "OldSecret1!")).body.jwt as string;
    const res = await t.call("POST", `/apis/users/${user.id}/password`, {
      token,
      body: { currentPassword: "OldSecret1!", newPassword: "OldSecret1!" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "SAME_PASSWORD",
      message: "The new password must be different from the current one",
    });
    expect((await t.call("GET", `/apis/users/current-user/${user.id}`, { token: other })).status).toBe(200);
  });

  it("answers 400 for a short new password, 403 for another user", async () => {
    const me = await createTestUser(t, { password: "OldSecret1!" });
    const other = await createTestUser(t);
    const short = await t.call("POST", `/apis/users/${me.user.id}/password`, {
      token: me.token,
      body: { currentPassword: "OldSecret1!", newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.newPassword).toBe("Password must be at least 8 characters");
    const foreign = await t.call("POST", `/apis/users/${other.user.id}/password`, {
      token: me.token,
      body: { currentPassword: "OldSecret1!", newPassword: "NewSecret2!" },
    });
    expect(foreign.status).toBe(403);
  });
});
