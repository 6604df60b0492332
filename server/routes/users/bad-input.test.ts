import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";

let t: TestContext;
let token = "";
let userId = "";
beforeAll(async () => {
  t = await createTestContext();
  ({
    token,
    user: { id: userId },
  } = await createTestUser(t));
});
afterAll(() => t.close());

type Call = [method: string, path: () => string, options: () => Parameters<TestContext["call"]>[2]];

// Inputs a careless or hostile client sends. None may reach the database or answer 500.
const calls: Array<[string, ...Call]> = [
  ["an empty body", "POST", () => "/apis/users/register", () => ({ rawBody: "" })],
  ["JSON null", "POST", () => "/apis/users/register", () => ({ rawBody: "null" })],
  ["a JSON string", "POST", () => "/apis/contact", () => ({ rawBody: '"hello"' })],
  ["NaN in JSON", "POST", () => "/apis/customers/wallet/topup", () => ({ token, rawBody: '{"amount":NaN}' })],
  [
    "an object as e-mail",
    "POST",
    () => "/apis/auth/login",
    () => ({ body: { email: { $ne: "" }, password: "x" } }),
  ],
  [
    "an array as password",
    "POST",
    () => "/apis/auth/login",
    () => ({ body: { email: "a@b.mm", password: ["x"] } }),
  ],
  [
    "1e308 cents",
    "POST",
    () => "/apis/customers/wallet/topup",
    () => ({ token, body: { amount: 1e308, method: "card" } }),
  ],
  [
    "a NUL in an e-mail",
    "POST",
    () => "/apis/auth/forgot-password",
    () => ({ body: { email: "a\u0000@b.mm" } }),
  ],
  [
    "a NUL in a login e-mail",
    "POST",
    () => "/apis/auth/login",
    () => ({ body: { email: "a\u0000@b.mm", password: "x" } }),
  ],
  [
    "a NUL in a booking id",
    "POST",
    () => "/apis/customers/check-payment",
    () => ({ token, body: { userId, flightId: "b\u0000" } }),
  ],
  ["a NUL in a path", "GET", () => "/apis/users/current-user/%00", () => ({ token })],
  [
    "a NUL in a message",
    "POST",
    () => "/apis/contact",
    () => ({ body: { name: "A", email: "a@b.mm", message: "x\u0000" } }),
  ],
  [
    "a newline in a name",
    "PATCH",
    () => `/apis/users/${userId}`,
    () => ({ token, body: { name: "A\nBcc: x" } }),
  ],
  ["a 200-character user id", "GET", () => `/apis/users/current-user/${"u".repeat(200)}`, () => ({ token })],
  [
    "a NUL in an OTP",
    "POST",
    () => "/apis/auth/reset-password",
    () => ({ body: { email: "a@b.mm", otp: "12345\u0000", newPassword: "Secret123!" } }),
  ],
];

describe("bad input on the accounts, wallet and form routes", () => {
  it.each(calls)("answers 400 in the contract's shape for %s", async (_, method, path, options) => {
    const res = await t.call(method, path(), options());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.any(String),
      error: { code: expect.any(String) },
    });
  });

  it("answers 415 for a form-encoded body", async () => {
    const res = await t.call("POST", "/apis/users/register", {
      rawBody: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
  });
});
