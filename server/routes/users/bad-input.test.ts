import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../../src/domain/test-data.ts";
import { expectStatus, offContract, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { forgotPassword, login, resetPassword } from "../auth/auth.routes.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { contact } from "../marketing/marketing.routes.ts";
import { currentUser, register, updateProfile } from "./users.routes.ts";

const t = setUpTestContext();
let token = "";
let userId = "";
beforeAll(async () => {
  ({
    token,
    user: { id: userId },
  } = await createTestUser(t));
});

// Inputs a careless or hostile client sends. None may reach the database or answer 500. Each goes
// through the route's typed call, so its 400 is one the OpenAPI documents.
const calls: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
  ["an empty body", () => t.api(register, { rawBody: "" })],
  ["JSON null", () => t.api(register, { rawBody: "null" })],
  ["a JSON string", () => t.api(contact, { rawBody: '"hello"' })],
  ["NaN in JSON", () => t.api(topUp, { token, rawBody: '{"amount":NaN}' })],
  ["an object as e-mail", () => t.api(login, { body: offContract({ email: { $ne: "" }, password: "x" }) })],
  ["an array as password", () => t.api(login, { body: offContract({ email: "a@b.mm", password: ["x"] }) })],
  ["1e308 cents", () => t.api(topUp, { token, body: { amount: 1e308, method: "card" } })],
  ["a NUL in an e-mail", () => t.api(forgotPassword, { body: { email: "a\u0000@b.mm" } })],
  ["a NUL in a login e-mail", () => t.api(login, { body: { email: "a\u0000@b.mm", password: "x" } })],
  ["a NUL in a booking id", () => t.api(checkPayment, { token, body: { userId, flightId: "b\u0000" } })],
  ["a NUL in a path", () => t.api(currentUser, { params: { userId: "\u0000" }, token })],
  ["a NUL in a message", () => t.api(contact, { body: { name: "A", email: "a@b.mm", message: "x\u0000" } })],
  [
    "a newline in a name",
    () => t.api(updateProfile, { params: { userId }, token, body: { name: "A\nBcc: x" } }),
  ],
  ["a 200-character user id", () => t.api(currentUser, { params: { userId: "u".repeat(200) }, token })],
  [
    "a NUL in an OTP",
    () => t.api(resetPassword, { body: { email: "a@b.mm", otp: "12345\u0000", newPassword: TEST_PASSWORD } }),
  ],
];

describe("bad input on the accounts, wallet and form routes", () => {
  it.each(calls)("answers 400 in the contract's shape for %s", async (_, call) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.any(String),
      error: { code: expect.any(String) },
    });
  });

  it("answers 415 for a form-encoded body", async () => {
    const res = expectStatus(
      await t.api(register, {
        rawBody: "name=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      415,
    );
    expect(res.body.success).toBe(false);
  });
});
