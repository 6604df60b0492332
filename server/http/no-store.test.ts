import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingBody, findOffers, TEST_NOW } from "../flights/testing.ts";
import { createTestContext, type TestContext } from "../testing/harness.ts";
import { createTestUser } from "../testing/users.ts";

let t: TestContext;
let me: Awaited<ReturnType<typeof createTestUser>>;
let bookingId = "";
beforeAll(async () => {
  t = await createTestContext({ now: () => TEST_NOW });
  me = await createTestUser(t, { password: "Secret123!" });
  const [offer] = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-04" });
  if (!offer) throw new Error("no offer");
  const booked = await t.call("POST", "/apis/flights/booking", {
    token: me.token,
    body: bookingBody(offer, me.user.id),
  });
  bookingId = booked.body.data.id;
});
afterAll(() => t.close());

describe("answers with personal data or a token", () => {
  const calls: Array<[string, string, () => string, () => unknown]> = [
    ["login", "POST", () => "/apis/auth/login", () => ({ email: me.user.email, password: "Secret123!" })],
    ["current user", "GET", () => `/apis/users/current-user/${me.user.id}`, () => undefined],
    ["profile change", "PATCH", () => `/apis/users/${me.user.id}`, () => ({ name: "Aung Aung" })],
    ["wallet", "GET", () => "/apis/customers/wallet", () => undefined],
    ["top-up", "POST", () => "/apis/customers/wallet/topup", () => ({ amount: 100_000, method: "kpay" })],
    ["bookings", "GET", () => `/apis/flights/booking?userId=${me.user.id}`, () => undefined],
    ["one booking", "GET", () => `/apis/flights/booking/${bookingId}`, () => undefined],
    [
      "payment",
      "POST",
      () => "/apis/customers/check-payment",
      () => ({ userId: me.user.id, flightId: bookingId }),
    ],
    [
      "registration",
      "POST",
      () => "/apis/users/register",
      () => ({
        name: "New Person",
        email: "new.person@example.mm",
        phoneNumber: "+959123456789",
        password: "Secret123!",
        confirmPassword: "Secret123!",
      }),
    ],
    [
      "a refused login",
      "POST",
      () => "/apis/auth/login",
      () => ({ email: me.user.email, password: "wrong!!!" }),
    ],
  ];
  it.each(calls)("%s: Cache-Control no-store", async (_, method, path, body) => {
    const value = body();
    const res = await t.call(method, path(), { token: me.token, ...(value ? { body: value } : {}) });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
  });

  it("public answers keep their own caching", async () => {
    const res = await t.call("GET", "/apis/currency/");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
