import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookingTotal } from "../../../src/domain/booking.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { flightInventory, seatHolds } from "../../db/schema/flights.ts";
import { addNotice } from "../../flights/notices/operations.ts";
import { decodeOfferId } from "../../flights/offer-id.ts";
import {
  bookOffer,
  closeFlight,
  firstOffer,
  moveFlight,
  multiCityOffer,
  setUpFlightTests,
  TEST_NOW,
  type TripLeg,
} from "../../flights/testing.ts";
import { expectStatus } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createTestUser } from "../../testing/users.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { createBookingRoute, eticketRoute, getBookingRoute, listBookingsRoute } from "./booking.routes.ts";

const { t, me } = setUpFlightTests({ name: "Aung Kyaw" });
afterEach(() => endUnpaidHolds(t, me.user.id));

/** The classic circuit: Yangon, Bagan, Mandalay, Heho and back, on consecutive days. */
const circuit = (day = 1): TripLeg[] =>
  [
    ["RGN", "NYU"],
    ["NYU", "MDL"],
    ["MDL", "HEH"],
    ["HEH", "RGN"],
  ].map(([from = "", to = ""], i) => ({
    from,
    to,
    departureDate: `2026-12-${String(day + i).padStart(2, "0")}`,
  }));

/**
 * Every flight an offer takes, as the inventory keys it ("UB101@2026-12-01"; a leg of a flight
 * of several legs "K7266-NYU@2026-12-06"): the keys its id carries.
 */
const flightKeys = (offer: FlightOffer) =>
  (decodeOfferId(offer.id)?.itineraries ?? []).flatMap((it) => it.map((s) => `${s.flightNumber}@${s.date}`));
/** Every flight number an offer takes, in order. */
const flightNumbers = (offer: FlightOffer) =>
  offer.itineraries.flatMap((it) => it.segments.map((s) => `${s.carrierCode}${s.number}`));
const sold = async (keys: string[]) => {
  const rows = await t.database.db.select().from(flightInventory);
  return keys.map((key) => rows.find((r) => r.flightKey === key)?.seatsSold ?? 0);
};
const plus = (counts: number[], n: number) => counts.map((c) => c + n);

describe("a multi-city booking of four legs", () => {
  let offer: FlightOffer;
  beforeAll(async () => {
    offer = await multiCityOffer(t, circuit(), { adults: 2 });
  });

  it("holds every leg's seats in one booking, with each leg and its share of the total", async () => {
    const keys = flightKeys(offer);
    const before = await sold(keys);
    const booking = expectStatus(await bookOffer(t, offer, me), 201).body.data;
    expect(booking).toMatchObject({
      tripType: "MULTI_CITY",
      isRoundTrip: false,
      returnFlightInfo: null,
      // The spec's fields stay the first leg's.
      origin: "RGN",
      destination: "NYU",
      totalPrice: offer.price.grandTotal,
    });
    const legs = booking.legs ?? [];
    expect(legs.map((leg) => `${leg.origin}-${leg.destination}`)).toEqual([
      "RGN-NYU",
      "NYU-MDL",
      "MDL-HEH",
      "HEH-RGN",
    ]);
    expect(legs.map((leg) => leg.departureAt.slice(0, 10))).toEqual(
      circuit().map((leg) => leg.departureDate),
    );
    expect(legs.flatMap((leg) => leg.flightNumbers)).toEqual(flightNumbers(offer));
    // The shares add up to the total to the cent, and the first is the spec's `price`.
    const shares = legs.map((leg) => toCents(leg.price.toFixed(2)) ?? Number.NaN);
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(toCents(offer.price.grandTotal));
    expect(shares.every((cents) => cents > 0)).toBe(true);
    expect(booking.price).toBe(legs[0]?.price);
    expect(bookingTotal(booking)).toBe(booking.totalPrice);
    expect(booking.segments.outbound.map((s) => s.flightNumber)).toEqual(legs[0]?.flightNumbers);
    expect(booking.segments.return).toEqual([]);
    for (const code of ["RGN", "NYU", "MDL", "HEH"]) expect(booking.cities?.[code]?.city).toBeTruthy();
    // Two seats on every flight of every leg, in one hold.
    expect(await sold(keys)).toEqual(plus(before, 2));
    const holds = await t.database.db.select().from(seatHolds).where(eq(seatHolds.bookingId, booking.id));
    expect(holds.map((h) => h.flightKey).sort()).toEqual([...keys].sort());
  });

  it("is paid once, listed and shown with every leg, and its e-ticket names every leg", async () => {
    const payer = await createTestUser(t, { name: "Su Su" });
    expectStatus(
      await t.api(topUp, { body: { amount: 1_000_000, method: "kpay" }, token: payer.token }),
      200,
    );
    const booking = expectStatus(await bookOffer(t, offer, payer), 201).body.data;
    const paid = expectStatus(
      await t.api(checkPayment, {
        body: { userId: payer.user.id, flightId: booking.id },
        token: payer.token,
      }),
      200,
    );
    expect(paid.body.paid).toBe(toCents(offer.price.grandTotal));

    const list = expectStatus(
      await t.api(listBookingsRoute, { query: { userId: payer.user.id }, token: payer.token }),
      200,
    ).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]?.legs).toEqual(booking.legs);
    const detail = expectStatus(
      await t.api(getBookingRoute, { params: { id: booking.id }, token: payer.token }),
      200,
    ).body.data;
    expect(detail).toMatchObject({ status: "PAID", tripType: "MULTI_CITY", legs: booking.legs });

    const pdf = expectStatus(
      await t.api(eticketRoute, { params: { id: booking.id }, token: payer.token }),
      200,
    );
    const text = pdfText(Buffer.from(pdf.body));
    for (const [i, leg] of (booking.legs ?? []).entries()) {
      expect(text).toContain(`Flight ${i + 1} of 4`);
      for (const flight of leg.flightNumbers) expect(text).toContain(flight);
      expect(text).toContain(leg.airlineRef);
      expect(text).toContain(`USD ${leg.price.toFixed(2)}`);
    }
    expect(text).toContain(`USD ${offer.price.grandTotal}`);
  });

  it("gives every leg's seats back when its hold runs out", async () => {
    const user = await createTestUser(t);
    const keys = flightKeys(offer);
    const before = await sold(keys);
    const booking = expectStatus(await bookOffer(t, offer, user), 201).body.data;
    expect(await sold(keys)).toEqual(plus(before, 2));
    const expired = await t.deps.flights.releaseExpired(new Date(TEST_NOW.getTime() + 30 * 60_000));
    expect(expired).toContain(booking.id);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("EXPIRED");
    // Every hold that ran out is gone, this one's on all four legs with it.
    const live = await t.database.db.select().from(seatHolds).where(eq(seatHolds.bookingId, booking.id));
    expect(live.every((h) => h.releasedAt !== null)).toBe(true);
    expect((await sold(keys)).every((n, i) => n <= (before[i] ?? 0))).toBe(true);
  });

  it("refuses the same traveller on any of its flights again, unless meant", async () => {
    const user = await createTestUser(t);
    expectStatus(await bookOffer(t, offer, user), 201);
    // Leg 3's flight alone, for the same traveller: the earlier booking has it.
    const [mdl, heh] = [circuit()[2]?.from ?? "", circuit()[2]?.to ?? ""];
    const leg3 = await firstOffer(t, {
      from: mdl,
      to: heh,
      departureDate: circuit()[2]?.departureDate ?? "",
    });
    const sent = leg3.id.split("~")[1] ?? "";
    expect(offer.id).toContain(sent);
    const again = expectStatus(await bookOffer(t, leg3, user), 409);
    expect(again.body.error.code).toBe("DUPLICATE_BOOKING");
    const meant = await t.api(createBookingRoute, {
      body: { ...bookingRequest(leg3, user.user.id), allowDuplicate: true },
      token: user.token,
    });
    expect(meant.status).toBe(201);
  });
});

describe("a multi-city booking's fares", () => {
  it("keeps the citizen fare, each flight's family and an infant on lap (no seat) on every leg", async () => {
    const offer = await multiCityOffer(t, circuit(24), { adults: 1, infants: 1, fareType: "citizen" });
    expect(offer.id).toMatch(/^Y-citizen~/);
    const keys = flightKeys(offer);
    const before = await sold(keys);
    const booking = expectStatus(await bookOffer(t, offer, me), 201).body.data;
    expect(booking).toMatchObject({ fareType: "citizen", adults: 1, infants: 1, tripType: "MULTI_CITY" });
    expect(booking.fareFamilies).toHaveLength(keys.length);
    expect(booking.passengers.map((p) => p.type)).toEqual(["ADULT", "HELD_INFANT"]);
    // The infant sits on a lap: one seat on each flight.
    expect(await sold(keys)).toEqual(plus(before, 1));
    const shares = (booking.legs ?? []).reduce((sum, leg) => sum + (toCents(leg.price.toFixed(2)) ?? 0), 0);
    expect(shares).toBe(toCents(offer.price.grandTotal));
  });
});

describe("a multi-city booking refused", () => {
  const countBookings = async () =>
    (await t.database.db.select().from(bookings).where(eq(bookings.userId, me.user.id))).length;

  it("when a route notice closes its third leg (ROUTE_CLOSED), taking nothing", async () => {
    const offer = await multiCityOffer(t, circuit(8));
    const keys = flightKeys(offer);
    const before = [await sold(keys), await countBookings()];
    await addNotice(t.database.db, {
      from: "MDL",
      to: "HEH",
      validFrom: "2026-12-10",
      validTo: "2026-12-10",
      travellers: "foreigner",
      kind: "closed",
      textEn: "Heho is closed to foreign visitors on 10 December.",
      textMy: "ဒီဇင်ဘာ ၁၀ ရက်နေ့တွင် ဟဲဟိုးသို့ နိုင်ငံခြားသားများ သွားခွင့် ပိတ်ထားပါသည်။",
      oneWay: true,
    });
    await t.deps.notices.refresh();
    const res = expectStatus(await bookOffer(t, offer, me), 409);
    expect(res.body.error.code).toBe("ROUTE_CLOSED");
    expect([await sold(keys), await countBookings()]).toEqual(before);
  });

  it("when a flight of its last leg is gone, or one of its second leg has moved", async () => {
    const offer = await multiCityOffer(t, circuit(14));
    const keys = flightKeys(offer);
    const before = await sold(keys);
    const lastLeg = { ...offer, id: `Y~${keys.at(-1)}` } as FlightOffer;
    await closeFlight(t, lastLeg);
    await t.deps.flights.refresh();
    expect(expectStatus(await bookOffer(t, offer, me), 409).body).toMatchObject({ flightUnavailable: true });
    expect(await sold(keys)).toEqual(before);

    const other = await multiCityOffer(t, circuit(20));
    const second = other.itineraries[1]?.segments[0];
    const secondKey = flightKeys(other)[other.itineraries[0]?.segments.length ?? 1] ?? "";
    await moveFlight(
      t,
      { ...other, id: `Y~${secondKey}` } as FlightOffer,
      `${second?.departure.at.slice(0, 10)}T06:05:00`,
    );
    await t.deps.flights.refresh();
    const moved = expectStatus(await bookOffer(t, other, me), 409).body;
    expect(moved).toMatchObject({ scheduleChanged: true });
  });

  it("when its price has changed: the new price of every leg comes back to be confirmed", async () => {
    const offer = await multiCityOffer(t, circuit(2));
    const cheaper = { ...offer, price: { ...offer.price, grandTotal: "1.00" } };
    const res = expectStatus(await bookOffer(t, cheaper, me), 409).body;
    expect(res).toMatchObject({ priceChanged: true });
    const fresh = res.verifiedData?.data.flightOffers[0];
    expect(fresh?.price.grandTotal).toBe(offer.price.grandTotal);
    expect(fresh?.itineraries).toHaveLength(4);
  });

  it("when it takes one flight twice (400), or has more than five legs", async () => {
    const offer = await multiCityOffer(t, circuit(3));
    const [head, first = ""] = offer.id.split("~");
    const twice = {
      ...offer,
      id: `${head}~${first}~${first}`,
      itineraries: [offer.itineraries[0], offer.itineraries[0]],
    };
    expect(expectStatus(await bookOffer(t, twice as FlightOffer, me), 400).body.error.code).toBe("BAD_OFFER");
    const six = await t.api(createBookingRoute, {
      body: bookingRequest(
        { ...offer, itineraries: [...offer.itineraries, ...offer.itineraries.slice(0, 2)] },
        me.user.id,
      ),
      token: me.token,
    });
    expect(six.status).toBe(400);
  });
});

describe("one-way and round-trip bookings", () => {
  it("say their trip type and carry one or two legs, the round trip's second as returnFlightInfo", async () => {
    const oneWay = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-04" });
    const single = expectStatus(await bookOffer(t, oneWay, me), 201).body.data;
    expect(single).toMatchObject({ tripType: "ONE_WAY", isRoundTrip: false, returnFlightInfo: null });
    expect(single.legs?.map((leg) => leg.price)).toEqual([single.price]);

    const roundTrip = await firstOffer(t, {
      travelType: 2,
      from: "RGN",
      to: "BKK",
      departureDate: "2026-12-05",
      returnDate: "2026-12-09",
    });
    const both = expectStatus(await bookOffer(t, roundTrip, me, 2), 201).body.data;
    expect(both).toMatchObject({ tripType: "ROUND_TRIP", isRoundTrip: true });
    expect(both.legs?.map((leg) => `${leg.origin}-${leg.destination}`)).toEqual(["RGN-BKK", "BKK-RGN"]);
    expect(both.returnFlightInfo).toMatchObject({
      origin: "BKK",
      flightNumber: both.legs?.[1]?.flightNumber,
      price: both.legs?.[1]?.price,
    });
    expect(both.segments.return).toEqual(both.legs?.[1]?.segments);
    expect(bookingTotal(both)).toBe(roundTrip.price.grandTotal);
  });
});
