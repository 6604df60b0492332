import { describe, expect, it } from "vitest";
import { TOKEN_LIFETIME_SECONDS } from "../../auth/tokens.ts";
import { expectStatus, offContract, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { login as loginRoute } from "../auth/auth.routes.ts";
import { changePassword, currentUser, updateProfile } from "./users.routes.ts";

let clock = new Date("2026-11-21T10:00:00Z");
const t = setUpTestContext({ now: () => clock });

const login = (email: string, password: string) => t.api(loginRoute, { body: { email, password } });
const current = (userId: string, token?: string) => t.api(currentUser, { params: { userId }, token });
/** The account's name, as its owner reads it. */
const nameOf = async (userId: string, token: string) =>
  expectStatus(await current(userId, token), 200).body.data.name;
const newPassword = (userId: string, token: string, body: { currentPassword: string; newPassword: string }) =>
  t.api(changePassword, { params: { userId }, token, body });

describe("GET /apis/users/current-user/{userId}", () => {
  it("answers the signed-in user", async () => {
    const { user, token } = await createTestUser(t, { name: "Su Su" });
    const res = expectStatus(await current(user.id, token), 200);
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
    const anonymous = await current(me.user.id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: "No authentication token found" });
    const res = expectStatus(await current(other.user.id, me.token), 403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });

  it("answers 401 for an expired, tampered or foreign-signed token", async () => {
    const { user, token } = await createTestUser(t);
    const [h, p, s] = token.split(".") as [string, string, string];
    const claims: { exp: number } = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString("base64url");
    expect((await current(user.id, `${h}.${forged}.${s}`)).status).toBe(401);
    expect((await current(user.id, `${token}x`)).status).toBe(401);
    expect((await current(user.id, "not.a.jwt")).status).toBe(401);

    const issued = clock;
    clock = new Date(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect((await current(user.id, token)).status).toBe(200);
    clock = new Date(issued.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
    const expired = await current(user.id, token);
    clock = issued;
    expect(expectStatus(expired, 401).body.error.code).toBe("UNAUTHORIZED");
  });
});

describe("PATCH /apis/users/{userId}", () => {
  it("changes name and phone number", async () => {
    const { user, token } = await createTestUser(t);
    const res = await t.api(updateProfile, {
      params: { userId: user.id },
      token,
      body: { name: "  Ko Ko  ", phoneNumber: "09 777 888 999" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { id: user.id, name: "Ko Ko", phoneNumber: "09777888999", email: user.email },
    });
    expect(await nameOf(user.id, token)).toBe("Ko Ko");
  });

  it.each([
    ["an overlong name", { name: "k".repeat(101) }],
    ["a number as the name", { name: 7 }],
    ["the e-mail, which cannot change here", { email: "new@example.mm" }],
    ["a bad phone number", { phoneNumber: "phone" }],
  ])("answers 400 for %s and changes nothing", async (_, body) => {
    const { user, token } = await createTestUser(t, { name: "Unchanged" });
    const res = await t.api(updateProfile, { params: { userId: user.id }, token, body: offContract(body) });
    expect(res.status).toBe(400);
    expect(await nameOf(user.id, token)).toBe("Unchanged");
  });

  it("answers 403 for another user's profile and 401 without a token", async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t, { name: "Other" });
    const res = await t.api(updateProfile, {
      params: { userId: other.user.id },
      token: me.token,
      body: { name: "Hijacked" },
    });
    expect(res.status).toBe(403);
    expect((await t.api(updateProfile, { params: { userId: me.user.id }, body: { name: "X" } })).status).toBe(
      401,
    );
    expect(await nameOf(other.user.id, other.token)).toBe("Other");
  });
});

describe("POST /apis/users/{userId}/password", () => {
  it("changes the password and signs out every other session, not this one", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    const elsewhere = expectStatus(await login(user.email, "OldSecret1!"), 200);
    const res = expectStatus(
      await newPassword(user.id, token, { currentPassword: "OldSecret1!", newPassword: "NewSecret2!" }),
      200,
    );
    expect(res.body.success).toBe(true);
    expect((await current(user.id, elsewhere.body.jwt)).status).toBe(401);
    expect((await current(user.id, token)).status).toBe(200);
    expect((await login(user.email, "OldSecret1!")).status).toBe(401);
    expect((await login(user.email, "NewSecret2!")).status).toBe(200);
  });

  it("answers 401 WRONG_PASSWORD for a wrong current password and keeps the old one", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    const res = expectStatus(
      await newPassword(user.id, token, { currentPassword: "Guess1234!", newPassword: "NewSecret2!" }),
      401,
    );
    expect(res.body.error).toMatchObject({
      code: "WRONG_PASSWORD",
      message: "Current password is incorrect",
    });
    expect((await login(user.email, "OldSecret1!")).status).toBe(200);
  });

  it("answers 400 SAME_PASSWORD for the current password again, and signs no other session out", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    const other = expectStatus(await login(user.email, "OldSecret1!"), 200).body.jwt;
    const res = expectStatus(
      await newPassword(user.id, token, { currentPassword: "OldSecret1!", newPassword: "OldSecret1!" }),
      400,
    );
    expect(res.body.error).toMatchObject({
      code: "SAME_PASSWORD",
      message: "The new password must be different from the current one",
    });
    expect((await current(user.id, other)).status).toBe(200);
  });

  it("answers 400 for a short new password, 403 for another user", async () => {
    const me = await createTestUser(t, { password: "OldSecret1!" });
    const other = await createTestUser(t);
    const short = expectStatus(
      await newPassword(me.user.id, me.token, { currentPassword: "OldSecret1!", newPassword: "short" }),
      400,
    );
    expect(short.body.error.fields?.newPassword).toBe("Password must be at least 8 characters");
    const foreign = await newPassword(other.user.id, me.token, {
      currentPassword: "OldSecret1!",
      newPassword: "NewSecret2!",
    });
    expect(foreign.status).toBe(403);
  });
});
