import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { bookingBody, findOffers, TEST_NOW } from "../../flights/testing.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => TEST_NOW });
});
afterAll(() => t.close());

describe("search, book, pay, e-ticket", () => {
  it("runs the whole journey through the contract's calls", async () => {
    const { user, token } = await createTestUser(t);
    const topUp = await t.call("POST", "/apis/customers/wallet/topup", {
      body: { amount: 1_000_000, method: "kpay" },
      token,
    });
    expect(topUp.status).toBe(200);
    const [offer] = await findOffers(t, {
      travelType: 2,
      from: "Mandalay",
      to: "Singapore",
      departureDate: "2026-12-06",
      adults: 1,
      children: 1,
    });
    if (!offer) throw new Error("no offer");
    const booked = await t.call("POST", "/apis/flights/booking", {
      body: bookingBody(offer, user.id, 2),
      token,
    });
    expect(booked.status).toBe(201);
    const id = booked.body.data.id;
    expect((await t.call("GET", `/apis/flights/booking/${id}/eticket.pdf`, { token })).status).toBe(409);

    const paid = await t.call("POST", "/apis/customers/check-payment", {
      body: { userId: user.id, flightId: id },
      token,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.paid).toBe(toCents(offer.price.grandTotal));

    const detail = await t.call("GET", `/apis/flights/booking/${id}`, { token });
    expect(detail.body.data).toMatchObject({ status: "PAID", paidAt: expect.any(String) });
    expect(detail.body.data.segments.outbound.map((s: { origin: string }) => s.origin)).toEqual([
      "MDL",
      "RGN",
    ]);
    const pdf = await t.app.request(`/apis/flights/booking/${id}/eticket.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
  });
});
