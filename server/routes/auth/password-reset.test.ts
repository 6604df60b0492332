import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets } from "../../db/schema/accounts.ts";
import { fromNewAddress, setUpBehindProxy } from "../../testing/client-address.ts";
import { expectStatus, type OffContract, offContract } from "../../testing/harness.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser } from "../../testing/users.ts";
import { changePassword, currentUser } from "../users/users.routes.ts";
import { forgotPassword, login as loginRoute, resetPassword } from "./auth.routes.ts";

let clock = new Date("2026-11-21T10:00:00Z");
// One trusted proxy: each request says which client address it comes from.
const t = setUpBehindProxy({ now: () => clock });

/** Asks for a code, from an address of its own unless `from` is given. */
const forgot = (email: string | OffContract, from?: string) =>
  t.api(forgotPassword, {
    body: typeof email === "string" ? { email } : email,
    headers: from ? { "x-forwarded-for": from } : fromNewAddress(),
  });
const reset = (body: { email: string; otp: string; newPassword: string } | OffContract) =>
  t.api(resetPassword, { body });
const login = (email: string, password: string) => t.api(loginRoute, { body: { email, password } });

/** The code in the newest mail to `to`. */
async function codeMailedTo(to: string): Promise<string> {
  const mail = (await readOutbox(t)).filter((m) => m.to === to).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe("POST /apis/auth/forgot-password", () => {
  it("mails a 6-digit code to an existing account, in text and HTML", async () => {
    const { user } = await createTestUser(t, { name: "Mya Mya" });
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "OTP code has been sent to your email" });
    const mail = (await readOutbox(t)).find((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/^Your password reset code: \d{6}$/);
    expect(mail?.text).toContain("Hello Mya Mya");
    expect(mail?.text).toContain("10 minutes");
    const code = await codeMailedTo(user.email);
    expect(mail?.html).toContain(code);
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.codeHash).not.toContain(code);
  });

  it("writes the mail in Myanmar for a Myanmar-speaking user", async () => {
    const { user } = await createTestUser(t, { locale: "my", name: "Mya Mya" });
    await forgot(user.email);
    const mail = (await readOutbox(t)).find((m) => m.to === user.email);
    expect(mail?.subject).toContain("စကားဝှက်");
    expect(mail?.text).toContain("မင်္ဂလာပါ Mya Mya");
    expect(mail?.html).toContain('lang="my"');
  });

  it("answers the same 200 for an unknown e-mail and sends nothing", async () => {
    const before = (await readOutbox(t)).length;
    const res = expectStatus(await forgot("nobody@example.mm"), 200);
    expect(res.body.message).toBe("OTP code has been sent to your email");
    expect((await readOutbox(t)).length).toBe(before);
  });

  it("answers 400 for a blank or non-string e-mail", async () => {
    const blank = expectStatus(await forgot("   "), 400);
    expect(blank.body.error.fields?.email).toBe("Please enter your email");
    expect((await forgot(offContract({ email: 12345 }))).status).toBe(400);
  });

  it("answers 429 after 5 requests for one e-mail", async () => {
    const { user } = await createTestUser(t);
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).status).toBe(200);
    const limited = await forgot(user.email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers 429 after 10 requests from one address, whatever the e-mails", async () => {
    const answers = [];
    for (let i = 0; i < 15; i += 1) answers.push(await forgot(`someone.${i}@example.mm`, "198.51.100.9"));
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    expect(answers[10]?.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address is not held back by it.
    expect((await forgot("someone.0@example.mm", "198.51.100.10")).status).toBe(200);
  });
});

describe("POST /apis/auth/reset-password", () => {
  it("sets the new password with the mailed code and signs out every session", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    await forgot(user.email);
    const otp = await codeMailedTo(user.email);
    const res = expectStatus(await reset({ email: user.email, otp, newPassword: "NewSecret2!" }), 200);
    expect(res.body.success).toBe(true);
    expect((await t.api(currentUser, { params: { userId: user.id }, token })).status).toBe(401);
    expect((await login(user.email, "OldSecret1!")).status).toBe(401);
    expect((await login(user.email, "NewSecret2!")).status).toBe(200);
    const again = expectStatus(await reset({ email: user.email, otp, newPassword: "Third333!" }), 400);
    expect(again.body.message).toBe("Invalid or expired code");
  });

  it("allows 5 tries per code: after 5 wrong ones even the right code fails", async () => {
    const { user } = await createTestUser(t, { password: "OldSecret1!" });
    await forgot(user.email);
    const otp = await codeMailedTo(user.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const res = expectStatus(
        await reset({ email: user.email, otp: wrong, newPassword: "NewSecret2!" }),
        400,
      );
      expect(res.body.message).toBe("Invalid or expired code");
    }
    expect((await reset({ email: user.email, otp, newPassword: "NewSecret2!" })).status).toBe(400);
    expect((await login(user.email, "OldSecret1!")).status).toBe(200);
  });

  it("refuses a code after 10 minutes, and an older code once a newer one is sent", async () => {
    const { user } = await createTestUser(t);
    await forgot(user.email);
    const first = await codeMailedTo(user.email);
    await forgot(user.email);
    const second = await codeMailedTo(user.email);
    if (first !== second) {
      expect((await reset({ email: user.email, otp: first, newPassword: "NewSecret2!" })).status).toBe(400);
    }
    const issued = clock;
    clock = new Date(issued.getTime() + 10 * 60_000);
    const late = await reset({ email: user.email, otp: second, newPassword: "NewSecret2!" });
    clock = issued;
    expect(expectStatus(late, 400).body.message).toBe("Invalid or expired code");
  });

  it("refuses a code mailed before the password was changed", async () => {
    const { user, token } = await createTestUser(t, { password: "OldSecret1!" });
    await forgot(user.email);
    const otp = await codeMailedTo(user.email);
    const changed = await t.api(changePassword, {
      params: { userId: user.id },
      token,
      body: { currentPassword: "OldSecret1!", newPassword: "NewSecret2!" },
    });
    expect(changed.status).toBe(200);
    expect((await reset({ email: user.email, otp, newPassword: "Attacker1!" })).status).toBe(400);
    expect((await login(user.email, "NewSecret2!")).status).toBe(200);
  });

  it("answers 400 for an unknown e-mail, a malformed code and a short password", async () => {
    const unknown = expectStatus(
      await reset({ email: "nobody@example.mm", otp: "123456", newPassword: "NewSecret2!" }),
      400,
    );
    expect(unknown.body.message).toBe("Invalid or expired code");
    const { user } = await createTestUser(t);
    expect((await reset({ email: user.email, otp: "12ab56", newPassword: "NewSecret2!" })).status).toBe(400);
    expect(
      (await reset(offContract({ email: user.email, otp: 123456, newPassword: "NewSecret2!" }))).status,
    ).toBe(400);
    const short = expectStatus(await reset({ email: user.email, otp: "123456", newPassword: "short" }), 400);
    expect(short.body.error.fields).toHaveProperty("newPassword");
  });
});
