import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingPayload } from "../../../src/domain/booking.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { bookingRequest, passenger } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { findOffers, setUpFlightTests, TEST_NOW } from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { createBookingRoute } from "./booking.routes.ts";

// Issue 48 §8: the same passenger booked twice on the same flight by one account.
const { t } = setUpFlightTests();
let flights: FlightOffer[] = [];
let roundTrip: FlightOffer;
let returnLeg: FlightOffer;

beforeAll(async () => {
  flights = await findOffers(t, { from: "RGN", to: "MDL", departureDate: "2026-12-10" });
  const [trip] = await findOffers(t, {
    from: "RGN",
    to: "MDL",
    departureDate: "2026-12-11",
    returnDate: "2026-12-14",
  });
  // The same flight as the round trip's way back, booked on its own.
  const back = trip?.itineraries[1]?.segments[0];
  const [single] = (await findOffers(t, { from: "MDL", to: "RGN", departureDate: "2026-12-14" })).filter(
    (o) => o.itineraries[0]?.segments[0]?.number === back?.number,
  );
  if (flights.length < 2 || !trip || !single) throw new Error("no offers");
  roundTrip = trip;
  returnLeg = single;
});

const flight = (i: number) => flights[i] as FlightOffer;
/** One adult, Aung Kyaw born 15 January 1990 unless told. */
const request = (offer: FlightOffer, who: TestUser, traveller = {}): BookingPayload => ({
  ...bookingRequest(offer, who.user.id),
  passengerInfo: [passenger(traveller)],
});
const book = (body: BookingPayload, who: TestUser, headers?: Record<string, string>) =>
  t.api(createBookingRoute, { body, token: who.token, headers });
const rowsOf = (who: TestUser) =>
  t.database.db.select().from(bookings).where(eq(bookings.userId, who.user.id));

describe("the same passenger twice on one flight", () => {
  it("is refused with DUPLICATE_BOOKING, naming the passenger and the earlier booking, which comes with it", async () => {
    const me = await createTestUser(t);
    const first = expectStatus(await book(request(flight(0), me), me), 201).body.data;
    const again = expectStatus(
      await book(request(flight(0), me, { firstName: " aung", lastName: "KYAW  " }), me),
      409,
    ).body;
    expect(again.error.code).toBe("DUPLICATE_BOOKING");
    expect(again.message).toBe(
      `aung KYAW already has booking ${first.id} on this flight (waiting for payment). ` +
        "To book again anyway, send allowDuplicate: true.",
    );
    // The earlier booking as the history reads it: with its events (none before payment).
    expect(again.duplicate).toEqual({ passengerName: "aung KYAW", booking: { ...first, events: [] } });
    // Nothing more booked or held.
    expect(await rowsOf(me)).toHaveLength(1);
  });

  it("compares whole names without case or spaces, however they are split", async () => {
    const me = await createTestUser(t);
    const aungKyawMin = { firstName: "Aung", lastName: "Kyaw Min" };
    expectStatus(await book(request(flight(0), me, aungKyawMin), me), 201);
    const split = { firstName: "AungKyaw", lastName: "MIN" };
    expect(expectStatus(await book(request(flight(0), me, split), me), 409).body.error.code).toBe(
      "DUPLICATE_BOOKING",
    );
  });

  it("books the same again when the request says so", async () => {
    const me = await createTestUser(t);
    const first = expectStatus(await book(request(flight(0), me), me), 201).body.data;
    const second = expectStatus(await book({ ...request(flight(0), me), allowDuplicate: true }, me), 201).body
      .data;
    expect(second.id).not.toBe(first.id);
    expect(await rowsOf(me)).toHaveLength(2);
  });

  it("counts a paid booking, and any segment of either direction", async () => {
    const me = await createTestUser(t);
    const trip = expectStatus(await book(request(roundTrip, me), me), 201).body.data;
    await t.database.db
      .update(bookings)
      .set({ status: "PAID", paidAt: TEST_NOW })
      .where(eq(bookings.id, trip.id));
    const again = expectStatus(await book(request(returnLeg, me), me), 409).body;
    expect(again.message).toBe(
      `Aung Kyaw already has booking ${trip.id} on this flight (paid). To book again anyway, send allowDuplicate: true.`,
    );
    expect(again.duplicate?.booking.status).toBe("PAID");
  });

  it("lets other passengers and other flights through", async () => {
    const me = await createTestUser(t);
    expectStatus(await book(request(flight(0), me), me), 201);
    // Same name, another date of birth: another person (a father and son, say).
    expectStatus(await book(request(flight(0), me, { dateOfBirth: "1960-03-02" }), me), 201);
    await endUnpaidHolds(t, me.user.id);
    expectStatus(await book(request(flight(0), me, { firstName: "Su", lastName: "Su" }), me), 201);
    // The same passenger on another flight of the day, and on another day.
    expectStatus(await book(request(flight(1), me), me), 201);
    expectStatus(await book(request(roundTrip, me), me), 201);
  });

  it("does not count bookings whose hold ended, expired or cancelled ones", async () => {
    const me = await createTestUser(t);
    const ended = expectStatus(await book(request(flight(0), me), me), 201).body.data;
    await endUnpaidHolds(t, me.user.id);
    const cancelled = expectStatus(await book(request(flight(0), me), me), 201).body.data;
    // Their holds would still run: their status alone puts them out.
    const status = (id: string, to: "EXPIRED" | "CANCELLED") =>
      t.database.db
        .update(bookings)
        .set({ status: to, holdExpiresAt: new Date(TEST_NOW.getTime() + 60_000) })
        .where(and(eq(bookings.id, id), eq(bookings.userId, me.user.id)));
    await status(ended.id, "EXPIRED");
    await status(cancelled.id, "CANCELLED");
    expectStatus(await book(request(flight(0), me), me), 201);
  });

  it("looks only at the account's own bookings, and tells another account nothing", async () => {
    const me = await createTestUser(t);
    const other = await createTestUser(t);
    const mine = expectStatus(await book(request(flight(0), me), me), 201).body.data;
    // An agent, or a relative, books the same person on the same flight from another account.
    const theirs = expectStatus(await book(request(flight(0), other), other), 201);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.id);
    // And the first account is still asked about its own booking only.
    const again = expectStatus(await book(request(flight(0), me), me), 409).body;
    expect(again.duplicate?.booking.id).toBe(mine.id);
  });

  it("answers a retry with the same Idempotency-Key with the first booking, not a refusal", async () => {
    const me = await createTestUser(t);
    const key = { "idempotency-key": "unsure-whether-it-worked" };
    const first = expectStatus(await book(request(flight(0), me), me, key), 201).body.data;
    const retry = expectStatus(await book(request(flight(0), me), me, key), 201).body.data;
    expect(retry).toEqual(first);
    expect(await rowsOf(me)).toHaveLength(1);
  });

  it("lets only one of two identical requests sent at once through", async () => {
    const me = await createTestUser(t);
    const answers = await Promise.all([book(request(flight(0), me), me), book(request(flight(0), me), me)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.status === 409 && refused.body.error.code).toBe("DUPLICATE_BOOKING");
    expect(await rowsOf(me)).toHaveLength(1);
  });

  it("is stated in the OpenAPI document: the request's field and the 409", async () => {
    const doc = await readOpenApi(t);
    const post = doc.paths["/apis/flights/booking"]?.post;
    expect(post?.responses["409"]?.description).toMatch(/DUPLICATE_BOOKING.*allowDuplicate: true/s);
    const field = doc.components.schemas.BookingPayload?.properties?.allowDuplicate;
    expect(field?.type).toBe("boolean");
    expect(field?.description).toMatch(/^true books even when a passenger .* 409 `DUPLICATE_BOOKING`$/);
    // The earlier booking comes as a booking record (BookingConflict extends the error body: allOf).
    const conflict = doc.components.schemas.BookingConflict?.allOf?.find(
      (part) => part.properties?.duplicate,
    );
    expect(conflict?.properties?.duplicate?.properties?.booking?.$ref).toBe(
      "#/components/schemas/BookingRecord",
    );
  });
});
