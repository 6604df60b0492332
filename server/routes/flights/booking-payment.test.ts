import { describe, expect, it } from "vitest";
import { toCents } from "../../../src/domain/money.ts";
import { bookOffer, firstOffer, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { eticketRoute, getBookingRoute } from "./booking.routes.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

describe("search, book, pay, e-ticket", () => {
  it("runs the whole journey through the contract's calls", async () => {
    const me = await createTestUser(t);
    const { user, token } = me;
    const toppedUp = await t.api(topUp, { body: { amount: 1_000_000, method: "kpay" }, token });
    expect(toppedUp.status).toBe(200);
    const offer = await firstOffer(t, {
      travelType: 2,
      from: "Mandalay",
      to: "Singapore",
      departureDate: "2026-12-06",
      adults: 1,
      children: 1,
    });
    const booked = expectStatus(await bookOffer(t, offer, me, 2), 201);
    const id = booked.body.data.id;
    expect((await t.api(eticketRoute, { params: { id }, token })).status).toBe(409);

    const paid = expectStatus(
      await t.api(checkPayment, { body: { userId: user.id, flightId: id }, token }),
      200,
    );
    expect(paid.body.paid).toBe(toCents(offer.price.grandTotal));

    const detail = expectStatus(await t.api(getBookingRoute, { params: { id }, token }), 200);
    expect(detail.body.data).toMatchObject({ status: "PAID", paidAt: expect.any(String) });
    expect(detail.body.data.segments.outbound.map((s) => s.origin)).toEqual(["MDL", "RGN"]);
    const pdf = expectStatus(await t.api(eticketRoute, { params: { id }, token }), 200);
    expect(Buffer.from(pdf.body).subarray(0, 4).toString()).toBe("%PDF");
  });
});
