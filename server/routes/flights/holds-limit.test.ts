import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { issueSession } from "../../auth/sessions.ts";
import { UNPAID_HOLDS_PER_ACCOUNT } from "../../flights/bookings/holds-limit.ts";
import { bookingBody, findOffers, TEST_NOW } from "../../flights/testing.ts";
import { createTestContext, type TestContext } from "../../testing/harness.ts";
import { createTestUser } from "../../testing/users.ts";

let clock = TEST_NOW.getTime();
let t: TestContext;
let offers: FlightOffer[] = [];
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(clock) });
  offers = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-08" });
});
afterAll(() => t.close());

const book = (who: { user: { id: string }; token: string }, i: number) =>
  t.call("POST", "/apis/flights/booking", {
    token: who.token,
    body: bookingBody(offers[i % offers.length] as FlightOffer, who.user.id),
  });

describe("unpaid holds per account", () => {
  it("lets an account hold 3 unpaid bookings, refuses the 4th with a message, and counts only live holds", async () => {
    expect(UNPAID_HOLDS_PER_ACCOUNT).toBe(3);
    const me = await createTestUser(t);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await book(me, i);
      expect(res.status).toBe(201);
      made.push(res.body.data.id as string);
    }
    const refused = await book(me, 3);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("UNPAID_HOLDS_LIMIT");
    expect(refused.body.message).toBe(
      "You already have 3 bookings waiting for payment. Pay for one, or wait for its 30-minute hold to end, before booking again.",
    );
    // Paying one frees a place.
    await t.call("POST", "/apis/customers/wallet/topup", {
      token: me.token,
      body: { amount: 1_000_000, method: "kpay" },
    });
    const paid = await t.call("POST", "/apis/customers/check-payment", {
      token: me.token,
      body: { userId: me.user.id, flightId: made[0] },
    });
    expect(paid.status).toBe(200);
    expect((await book(me, 4)).status).toBe(201);
    expect((await book(me, 5)).status).toBe(409);
    // Holds past their 30 minutes count no more.
    clock += 31 * 60_000;
    const later = { ...me, token: (await issueSession(t.deps, me.user.id)).token };
    expect((await book(later, 6)).status).toBe(201);
  });

  it("holds to the limit when an account books many at once", async () => {
    const me = await createTestUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => book(me, i)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.body?.error?.code === "UNPAID_HOLDS_LIMIT")).toHaveLength(5);
  });

  it("is stated in the OpenAPI document", async () => {
    const doc = (await t.call("GET", "/apis/openapi.json")).body;
    expect(doc.paths["/apis/flights/booking"].post.responses["409"].description).toMatch(
      /UNPAID_HOLDS_LIMIT.*3 bookings waiting for payment/s,
    );
  });
});
