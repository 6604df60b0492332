import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { createApp } from "../app.ts";
import { bookings } from "../db/schema/bookings.ts";
import { flightInventory, seatHolds } from "../db/schema/flights.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { expectStatus, setUpTestContext } from "../testing/harness.ts";
import { routeClient } from "../testing/route-call.ts";
import { createTestUser } from "../testing/users.ts";
import { createEmbeddedProvider } from "./embedded-provider.ts";
import type { MemoryInventory } from "./inventory.ts";
import { bookOffer, findOffers, firstOffer, flightKeyOf, sellSeats, TEST_NOW } from "./testing.ts";

const t = setUpTestContext({ now: () => TEST_NOW });

const memory = () => (t.deps.flights as unknown as { memory: MemoryInventory }).memory;

describe("seat holds", () => {
  it("lets exactly one of two racing bookings have the last seat", async () => {
    const offer = await firstOffer(t, { from: "MDL", to: "BMO", departureDate: "2026-12-07" });
    const flightKey = flightKeyOf(offer);
    // 71 of the ATR's 72 seats are gone; this server's view learns it on refresh.
    await sellSeats(t, offer, 71);
    await t.deps.flights.refresh();
    const [last] = await findOffers(t, { from: "MDL", to: "BMO", departureDate: "2026-12-07" });
    expect(last?.id).toBe(offer.id);
    expect(last?.numberOfBookableSeats).toBe(1);
    const [a, b] = await Promise.all([createTestUser(t), createTestUser(t)]);
    if (!a || !b || !last) throw new Error("setup failed");
    const results = await Promise.all([a, b].map((u) => bookOffer(t, last, u)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({
      flightUnavailable: true,
      message: "Flight Unavailable",
    });
    const [row] = await t.database.db
      .select()
      .from(flightInventory)
      .where(eq(flightInventory.flightKey, flightKey));
    expect(row?.seatsSold).toBe(72);
    expect(memory().sold(flightKey, "Y")).toBe(72);
    expect(await findOffers(t, { from: "MDL", to: "BMO", departureDate: "2026-12-07" })).toEqual([]);
  });

  it("expires unpaid holds after 30 minutes and gives their seats back", async () => {
    const user = await createTestUser(t);
    const offer = await firstOffer(t, { from: "RGN", to: "KET", departureDate: "2026-12-08", adults: 2 });
    const res = expectStatus(await bookOffer(t, offer, user), 201);
    const flightKey = flightKeyOf(offer);
    expect(memory().sold(flightKey, "Y")).toBe(2);

    expect(await t.deps.flights.releaseExpired(new Date(TEST_NOW.getTime() + 29 * 60_000))).toEqual([]);
    const expired = await t.deps.flights.releaseExpired(new Date(TEST_NOW.getTime() + 30 * 60_000));
    // The race winner of the test above is unpaid too.
    expect(expired).toHaveLength(2);
    expect(expired).toContain(res.body.data.id);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.body.data.id));
    expect(booking?.status).toBe("EXPIRED");
    const [row] = await t.database.db
      .select()
      .from(flightInventory)
      .where(eq(flightInventory.flightKey, flightKey));
    expect(row?.seatsSold).toBe(0);
    const holds = await t.database.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.bookingId, res.body.data.id));
    expect(holds.every((h) => h.releasedAt !== null)).toBe(true);
    expect(memory().sold(flightKey, "Y")).toBe(0);
    // Running again finds nothing more to release.
    expect(await t.deps.flights.releaseExpired(new Date(TEST_NOW.getTime() + 60 * 60_000))).toEqual([]);
  });

  it("keeps paid bookings' seats", async () => {
    const user = await createTestUser(t);
    const offer = await firstOffer(t, { from: "RGN", to: "LIW", departureDate: "2026-12-08" });
    const res = expectStatus(await bookOffer(t, offer, user), 201);
    await t.database.db
      .update(bookings)
      .set({ status: "PAID", paidAt: TEST_NOW })
      .where(eq(bookings.id, res.body.data.id));
    expect(await t.deps.flights.releaseExpired(new Date(TEST_NOW.getTime() + 60 * 60_000))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(flightInventory)
      .where(eq(flightInventory.flightKey, flightKeyOf(offer)));
    expect(row?.seatsSold).toBe(1);
  });

  it("keeps two servers on one database honest: the second sees the first's sale when booking", async () => {
    // Server B: its own in-memory view, the same database.
    const appB = createApp({ ...t.deps, flights: createEmbeddedProvider(t.database) });
    const other = routeClient((path, init) => appB.request(path, init));
    const offer = await firstOffer(t, { from: "RGN", to: "AKY", departureDate: "2026-12-09" });
    await sellSeats(t, offer, 71);
    const [a, b] = [await createTestUser(t), await createTestUser(t)];
    // Both views are stale (they think no seat is sold); A sells the last seat.
    const first = expectStatus(await bookOffer(t, offer, a), 409);
    expect(first.body.priceChanged).toBe(true);
    const fresh = first.body.verifiedData?.data.flightOffers[0];
    if (!fresh) throw new Error("no verified offer");
    const accepted = { ...offer, price: fresh.price, travelerPricings: fresh.travelerPricings };
    expect((await bookOffer(t, accepted, a)).status).toBe(201);
    const res = await other.api(createBookingRoute, {
      body: bookingRequest(accepted, b.user.id),
      token: b.token,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ flightUnavailable: true, message: "Flight Unavailable" });
  });

  it("prices an offer again from the view without taking anything", async () => {
    const offer = await firstOffer(t, { from: "RGN", to: "MNU", departureDate: "2026-12-09" });
    expect(t.deps.flights.price(offer, TEST_NOW)).toMatchObject({ kind: "priced", priceChanged: false });
    memory().adjust(flightKeyOf(offer), "Y", 30);
    expect(t.deps.flights.price(offer, TEST_NOW)).toMatchObject({ kind: "priced", priceChanged: true });
    expect(memory().sold(flightKeyOf(offer), "Y")).toBe(30);
  });
});
