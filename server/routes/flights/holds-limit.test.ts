import { beforeAll, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { issueSession } from "../../auth/sessions.ts";
import { UNPAID_HOLDS_PER_ACCOUNT } from "../../flights/bookings/holds-limit.ts";
import { findOffers, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { createBookingRoute } from "./booking.routes.ts";

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
let offers: FlightOffer[] = [];
beforeAll(async () => {
  offers = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-08" });
});

// The same offer comes round again for the same test passenger: meant, so not DUPLICATE_BOOKING.
const book = (who: TestUser, i: number) =>
  t.api(createBookingRoute, {
    body: { ...bookingRequest(offers[i % offers.length] as FlightOffer, who.user.id), allowDuplicate: true },
    token: who.token,
  });

describe("unpaid holds per account", () => {
  it("lets an account hold 3 unpaid bookings, refuses the 4th with a message, and counts only live holds", async () => {
    expect(UNPAID_HOLDS_PER_ACCOUNT).toBe(3);
    const me = await createTestUser(t);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      made.push(expectStatus(await book(me, i), 201).body.data.id);
    }
    const refused = expectStatus(await book(me, 3), 409);
    expect(refused.body.error.code).toBe("UNPAID_HOLDS_LIMIT");
    expect(refused.body.message).toBe(
      "You already have 3 bookings waiting for payment. Pay for one, or wait for its 30-minute hold to end, before booking again.",
    );
    // Paying one frees a place.
    await t.api(topUp, { token: me.token, body: { amount: 1_000_000, method: "kpay" } });
    const paid = await t.api(checkPayment, {
      token: me.token,
      body: { userId: me.user.id, flightId: made[0] ?? "" },
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
    expect(
      answers.filter((a) => a.status === 409 && a.body.error.code === "UNPAID_HOLDS_LIMIT"),
    ).toHaveLength(5);
  });

  it("is stated in the OpenAPI document", async () => {
    const { paths } = await readOpenApi(t);
    expect(paths["/apis/flights/booking"]?.post?.responses["409"]?.description).toMatch(
      /UNPAID_HOLDS_LIMIT.*3 bookings waiting for payment/s,
    );
  });
});
