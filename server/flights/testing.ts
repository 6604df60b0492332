import { beforeAll } from "vitest";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import type { TravelType } from "../../src/domain/search-params.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { flightInventory, flightOverrides } from "../db/schema/flights.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { searchOneWays } from "../routes/flights/search.routes.ts";
import { expectStatus, late, setUpTestContext, type TestContext } from "../testing/harness.ts";
import { createTestUser, type TestUser } from "../testing/users.ts";
import { decodeOfferId, encodeOfferId } from "./offer-id.ts";

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
 * The cheapest offer of a search that must find one.
 * @throws Error when the search finds nothing.
 * @example const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-05" });
 */
export async function firstOffer(
  t: TestContext,
  query: Record<string, string | number>,
): Promise<FlightOffer> {
  const [offer] = await findOffers(t, query);
  if (!offer) throw new Error(`no offer for ${JSON.stringify(query)}`);
  return offer;
}

/** One leg of a multi-city trip as a test asks for it. */
export interface TripLeg {
  from: string;
  to: string;
  departureDate: string;
}

/**
 * The offer of a multi-city trip, as the server prices one: the cheapest flight(s) of each leg's
 * search, put together in one offer id and priced again by the flight provider (so its price,
 * shares and fares are the server's own). `query` adds to every leg's search (adults, travelType...).
 * @throws Error when a leg finds nothing.
 * @example await multiCityOffer(t, [{ from: "RGN", to: "NYU", departureDate: "2026-12-01" }, ...])
 */
export async function multiCityOffer(
  t: TestContext,
  legs: TripLeg[],
  query: Record<string, string | number> = {},
): Promise<FlightOffer> {
  const singles: FlightOffer[] = [];
  for (const leg of legs) singles.push(await firstOffer(t, { ...query, ...leg }));
  const keys = singles.map((offer) => decodeOfferId(offer.id));
  const [head] = keys;
  if (!head || keys.some((key) => key === null)) throw new Error("an offer id the server cannot read");
  const id = encodeOfferId({ ...head, itineraries: keys.flatMap((key) => key?.itineraries ?? []) });
  const sent = {
    ...singles[0],
    id,
    itineraries: singles.flatMap((offer) => offer.itineraries),
  } as FlightOffer;
  const priced = t.deps.flights.price(sent, t.deps.now());
  if (priced.kind !== "priced") throw new Error(`the trip is not on sale: ${priced.kind}`);
  return priced.offer;
}

/** The flight an offer's id names (`Y~UB101@2026-12-05` → `UB101@2026-12-05`), as the inventory keys it. */
export function flightKeyOf(offer: FlightOffer): string {
  return offer.id.split("~")[1] ?? "";
}

/**
 * Records `seatsSold` of the flight's 72 economy seats as sold in the database, as another server
 * would have sold them: this server's search view learns it on its next refresh.
 */
export async function sellSeats(t: TestContext, offer: FlightOffer, seatsSold: number): Promise<void> {
  await t.database.db
    .insert(flightInventory)
    .values({ flightKey: flightKeyOf(offer), cabin: "Y", capacity: 72, seatsSold });
}

/** Operations moved the offer's flight to depart at `departureAt` (airport-local). */
export async function moveFlight(t: TestContext, offer: FlightOffer, departureAt: string): Promise<void> {
  await t.database.db.insert(flightOverrides).values({ flightKey: flightKeyOf(offer), departureAt });
}

/** Operations closed the offer's flight: it sells no more seats. */
export async function closeFlight(t: TestContext, offer: FlightOffer): Promise<void> {
  await t.database.db.insert(flightOverrides).values({ flightKey: flightKeyOf(offer), closed: true });
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
