import { beforeAll } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { TravelType } from "../../src/domain/search-params.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { searchOneWays } from "../routes/flights/search.routes.ts";
import { expectStatus, late, setUpTestContext, type TestContext } from "../testing/harness.ts";
import { createTestUser, type TestUser } from "../testing/users.ts";

/** Monday 23 November 2026, 06:30 in Yangon: the clock of the flight tests. */
export const TEST_NOW = new Date("2026-11-23T00:00:00Z");

/** Searches and answers the offers (the first is the cheapest). */
export async function findOffers(
  t: TestContext,
  query: Record<string, string | number>,
): Promise<FlightOffer[]> {
  const fields = Object.entries({ travelType: 1, adults: 1, ...query });
  const res = await t.api(searchOneWays, {
    query: Object.fromEntries(fields.map(([name, value]) => [name, String(value)])),
  });
  return expectStatus(res, 200).body.data;
}

/**
 * Books `offer` for a test's account: one valid passenger per traveller, a full contact.
 * @example expectStatus(await bookOffer(t, offer, me), 201).body.data.id
 */
export function bookOffer(t: TestContext, offer: FlightOffer, who: TestUser, travelType: TravelType = 1) {
  return t.api(createBookingRoute, {
    body: bookingRequest(offer, who.user.id, travelType),
    token: who.token,
  });
}

/**
 * The set-up of the booking tests, before and after the file's tests: an app on the flight tests'
 * clock (TEST_NOW) and one signed-in account (`account` sets its fields). Both are there from the
 * first hook on.
 * @example const { t, me } = setUpFlightTests(); it("books", () => t.api(createBookingRoute, …));
 */
export function setUpFlightTests(account: Parameters<typeof createTestUser>[1] = {}): {
  t: TestContext;
  me: TestUser;
} {
  const t = setUpTestContext({ now: () => TEST_NOW });
  let me: TestUser | undefined;
  beforeAll(async () => {
    me = await createTestUser(t, account);
  });
  return { t, me: late(() => me, "the signed-in account") };
}
