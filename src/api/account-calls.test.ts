import { describe, expect, it } from "vitest";
import { readOutbox } from "../../server/testing/outbox.ts";
import { registration } from "../domain/test-data.ts";
import { setAuth } from "../stores/auth.ts";
import { ApiError } from "./api-error.ts";
import { changePassword } from "./change-password.ts";
import { fetchCurrentUser } from "./current-user.ts";
import { forgotPassword } from "./forgot-password.ts";
import { login } from "./login.ts";
import { register } from "./register.ts";
import { resetPassword } from "./reset-password.ts";
import { setUpApiApp } from "./testing.ts";
import { updateProfile } from "./update-profile.ts";

const t = setUpApiApp();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const account = registration({
  name: "Hnin Wai",
  email: "hnin.wai@example.mm",
  phoneNumber: "+95 9 420 111 222",
});

describe("sign up, sign in, profile", () => {
  it("registers, signs in and reads the current user", async () => {
    const created = await register(account);
    expect(created).toMatchObject({ email: account.email, phoneNumber: "+959420111222" });
    expect((await failure(register(account))).status).toBe(409);

    const session = await login({ email: "HNIN.WAI@example.mm ", password: account.password });
    expect(session).toMatchObject({ success: true, message: "Login successful", user: { name: "Hnin Wai" } });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    expect(await fetchCurrentUser(session.user.id, session.jwt)).toEqual(session.user);
  });

  it("answers a wrong password with the service's message", async () => {
    const error = await failure(login({ email: account.email, password: "Wrong1234!" }));
    expect(error).toMatchObject({ status: 401, message: "Invalid email or password" });
  });

  it("saves name and phone, and changes the password with the current one", async () => {
    const session = await login({ email: account.email, password: account.password });
    setAuth(session);
    const updated = await updateProfile(session.user.id, {
      name: "Hnin Wai Phyo",
      phoneNumber: "959420333444",
    });
    expect(updated).toMatchObject({ name: "Hnin Wai Phyo", phoneNumber: "959420333444" });

    const wrong = await failure(
      changePassword(session.user.id, { currentPassword: "nope-nope", newPassword: "N3w-secret!" }),
    );
    expect(wrong).toMatchObject({ status: 401, code: "WRONG_PASSWORD" });
    await changePassword(session.user.id, { currentPassword: account.password, newPassword: "N3w-secret!" });
    await expect(login({ email: account.email, password: "N3w-secret!" })).resolves.toMatchObject({
      success: true,
    });
    account.password = "N3w-secret!";
  });
});

describe("forgot password", () => {
  it("mails a code that resets the password once", async () => {
    const sent = await forgotPassword(account.email);
    expect(sent.message).toBe("OTP code has been sent to your email");
    const mail = (await readOutbox(t)).findLast((m) => m.to.includes(account.email));
    const otp = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(otp).toMatch(/^\d{6}$/);

    const bad = await failure(
      resetPassword({
        email: account.email,
        otp: otp === "000000" ? "000001" : "000000",
        newPassword: "Fresh123!",
      }),
    );
    expect(bad).toMatchObject({ status: 400, message: "Invalid or expired code" });
    await resetPassword({ email: account.email, otp, newPassword: "Fresh123!" });
    await expect(login({ email: account.email, password: "Fresh123!" })).resolves.toMatchObject({
      success: true,
    });
    expect(
      (await failure(resetPassword({ email: account.email, otp, newPassword: "Again123!" }))).status,
    ).toBe(400);
  });

  it("refuses a blank e-mail, naming the field", async () => {
    const error = await failure(forgotPassword("  "));
    expect(error.status).toBe(400);
    expect(error.fields.email).toBe("Please enter your email");
  });
});
