import { beforeAll, describe, expect, it } from "vitest";
import { registration, TEST_PASSWORD } from "../../src/domain/test-data.ts";
import { bookOffer, firstOffer, setUpFlightTests } from "../flights/testing.ts";
import { login } from "../routes/auth/auth.routes.ts";
import { listCurrenciesRoute } from "../routes/currency/currency.routes.ts";
import { checkPayment, topUp, wallet } from "../routes/customers/customers.routes.ts";
import { getBookingRoute, listBookingsRoute } from "../routes/flights/booking.routes.ts";
import { currentUser, register, updateProfile } from "../routes/users/users.routes.ts";
import { expectStatus } from "../testing/harness.ts";

const { t, me } = setUpFlightTests();
let bookingId = "";
beforeAll(async () => {
  const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-04" });
  bookingId = expectStatus(await bookOffer(t, offer, me), 201).body.data.id;
});

describe("answers with personal data or a token", () => {
  const token = () => me.token;
  const calls: Array<[string, () => Promise<{ status: number; headers: Headers }>]> = [
    [
      "login",
      () => t.api(login, { token: token(), body: { email: me.user.email, password: TEST_PASSWORD } }),
    ],
    ["current user", () => t.api(currentUser, { params: { userId: me.user.id }, token: token() })],
    [
      "profile change",
      () =>
        t.api(updateProfile, { params: { userId: me.user.id }, token: token(), body: { name: "Aung Aung" } }),
    ],
    ["wallet", () => t.api(wallet, { token: token() })],
    ["top-up", () => t.api(topUp, { token: token(), body: { amount: 100_000, method: "kpay" } })],
    ["bookings", () => t.api(listBookingsRoute, { query: { userId: me.user.id }, token: token() })],
    ["one booking", () => t.api(getBookingRoute, { params: { id: bookingId }, token: token() })],
    [
      "payment",
      () => t.api(checkPayment, { token: token(), body: { userId: me.user.id, flightId: bookingId } }),
    ],
    ["registration", () => t.api(register, { token: token(), body: registration() })],
    [
      "a refused login",
      () => t.api(login, { token: token(), body: { email: me.user.email, password: "wrong!!!" } }),
    ],
  ];
  it.each(calls)("%s: Cache-Control no-store", async (_, call) => {
    const res = await call();
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
  });

  it("public answers keep their own caching", async () => {
    const res = await t.api(listCurrenciesRoute);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
