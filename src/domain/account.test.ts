import { describe, expect, it } from "vitest";
import { isLoginResponse, isUser, registeredUser } from "./account.ts";
import { user as testUser } from "./test-data.ts";

const user = testUser();

describe("isUser", () => {
  it("accepts the user as the API answers it", () => {
    expect(isUser(user)).toBe(true);
  });

  it("refuses a user missing a field or with a field of another type", () => {
    expect(isUser({ ...user, email: undefined })).toBe(false);
    expect(isUser({ ...user, isAgent: "false" })).toBe(false);
    expect(isUser({ ...user, createdAt: 0 })).toBe(false);
    expect(isUser(null)).toBe(false);
  });
});

describe("isLoginResponse", () => {
  const answer = {
    success: true,
    message: "Login successful",
    jwt: "eyJhbGciOiJIUzI1NiJ9.e30.sig",
    expiresAt: "2026-11-20T10:00:00.000Z",
    user,
  };

  it("accepts the login answer", () => {
    expect(isLoginResponse(answer)).toBe(true);
  });

  it("refuses an answer without its token, expiry or a user", () => {
    expect(isLoginResponse({ ...answer, jwt: null })).toBe(false);
    expect(isLoginResponse({ ...answer, expiresAt: undefined })).toBe(false);
    expect(isLoginResponse({ ...answer, user: { id: user.id } })).toBe(false);
    expect(isLoginResponse({ ...answer, success: false })).toBe(false);
  });
});

describe("registeredUser", () => {
  it("reads the new account's user from the sign-up answer", () => {
    expect(registeredUser({ success: true, message: "Registration successful", data: { user } })).toEqual(
      user,
    );
  });

  it("refuses an answer without a user", () => {
    expect(registeredUser({ success: true, message: "Registration successful", data: user })).toBeUndefined();
    expect(registeredUser({ success: true, data: { user: { ...user, id: 7 } } })).toBeUndefined();
    expect(registeredUser("<html>")).toBeUndefined();
  });
});
