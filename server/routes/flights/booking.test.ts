import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BookingPayload } from "../../../src/domain/booking.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest, child, contact, passenger } from "../../../src/domain/test-data.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { flightInventory } from "../../db/schema/flights.ts";
import {
  closeFlight,
  findOffers,
  firstOffer,
  moveFlight,
  sellSeats,
  setUpFlightTests,
  TEST_NOW,
} from "../../flights/testing.ts";
import { expectStatus, type OffContract, offContract } from "../../testing/harness.ts";
import { endUnpaidHolds } from "../../testing/holds.ts";
import { createTestUser } from "../../testing/users.ts";
import { createBookingRoute } from "./booking.routes.ts";

const { t, me } = setUpFlightTests();
// The file's one account books in every test: each test starts with the earlier holds ended.
afterEach(() => endUnpaidHolds(t, me.user.id));

const book = (body: BookingPayload | OffContract, token = me.token) =>
  t.api(createBookingRoute, { body, token });
const soldRows = () => t.database.db.select().from(flightInventory);

describe("POST /apis/flights/booking", () => {
  it("with an Idempotency-Key, a retry answers the first booking and holds no more seats", async () => {
    const offer = await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-04", adults: 1 });
    const sold = async () => (await soldRows()).find((r) => offer.id.includes(r.flightKey))?.seatsSold ?? 0;
    const before = await sold();
    const body = bookingRequest(offer, me.user.id);
    const keyed = (key: string, sent = body) =>
      t.api(createBookingRoute, { body: sent, token: me.token, headers: { "idempotency-key": key } });
    const first = expectStatus(await keyed("retry-after-lost-answer"), 201);
    const again = expectStatus(await keyed("retry-after-lost-answer"), 201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data).toEqual(first.body.data);
    expect(await sold()).toBe(before + 1);
    const mine = await t.database.db.select().from(bookings).where(eq(bookings.id, first.body.data.id));
    expect(mine).toHaveLength(1);
    // The same key with another booking is refused; a new key books anew (the same passenger again
    // on purpose: see booking-twice.test.ts).
    const other = { ...body, contactInfo: contact({ city: "Mandalay" }) };
    expect((await keyed("retry-after-lost-answer", other)).status).toBe(409);
    const fresh = expectStatus(await keyed("another-attempt", { ...body, allowDuplicate: true }), 201);
    expect(fresh.body.data.id).not.toBe(first.body.data.id);
    expect(await sold()).toBe(before + 2);
  });

  it("holds the seats and answers the booking record", async () => {
    const offer = await firstOffer(t, {
      from: "RGN",
      to: "NYU",
      departureDate: "2026-12-02",
      adults: 2,
      children: 1,
    });
    const res = expectStatus(await book(bookingRequest(offer, me.user.id)), 201);
    expect(res.body.message).toBe("Flight Booking Order Successful!");
    const booking = res.body.data;
    expect(booking).toMatchObject({
      status: "PENDING_PAYMENT",
      origin: "RGN",
      destination: "NYU",
      isRoundTrip: false,
      returnFlightInfo: null,
      currency: "USD",
      totalPrice: offer.price.grandTotal,
      price: Number(offer.price.grandTotal),
      flightNumber: `${offer.itineraries[0]?.segments[0]?.carrierCode}${offer.itineraries[0]?.segments[0]?.number}`,
      departureTerminal: "3",
      passengerName: "Adult0 Kyaw",
      passengerIdType: "PASSPORT",
      email: contact().email,
      phoneNumber: "959123456789",
      adults: 2,
      children: 1,
    });
    expect(booking.airlineRef).toMatch(/^[A-Z2-9]{6}$/);
    expect(booking.passengers).toHaveLength(3);
    expect(Date.parse(booking.holdExpiresAt) - TEST_NOW.getTime()).toBe(30 * 60_000);
    const rows = await soldRows();
    expect(rows.find((r) => offer.id.includes(r.flightKey))?.seatsSold).toBe(3);
  });

  it("splits a round trip's total into outbound and return shares to the cent", async () => {
    const offer = await firstOffer(t, {
      travelType: 2,
      from: "RGN",
      to: "SIN",
      departureDate: "2026-12-03",
      returnDate: "2026-12-09",
      adults: 2,
      children: 1,
    });
    const res = expectStatus(await book(bookingRequest(offer, me.user.id, 2)), 201);
    const { price, returnFlightInfo, totalPrice } = res.body.data;
    expect(returnFlightInfo).toMatchObject({ origin: "SIN", destination: "RGN" });
    if (!returnFlightInfo) throw new Error("no return flight");
    expect(returnFlightInfo.airlineRef).toMatch(/^[A-Z2-9]{6}$/);
    expect((toCents(price.toFixed(2)) ?? 0) + (toCents(returnFlightInfo.price.toFixed(2)) ?? 0)).toBe(
      toCents(offer.price.grandTotal),
    );
    expect(totalPrice).toBe(offer.price.grandTotal);
  });

  it("answers priceChanged with the verified offer when seats sold elsewhere, then books at the new price", async () => {
    const offer = await firstOffer(t, { from: "RGN", to: "HEH", departureDate: "2026-12-04" });
    // Another server sold 40 seats: the database knows, this server's search view does not yet.
    await sellSeats(t, offer, 40);
    const res = expectStatus(await book(bookingRequest(offer, me.user.id)), 409);
    expect(res.body).toMatchObject({ success: false, priceChanged: true });
    const fresh = res.body.verifiedData?.data.flightOffers[0];
    if (!fresh) throw new Error("no verified offer");
    expect(toCents(fresh.price.grandTotal)).toBeGreaterThan(toCents(offer.price.grandTotal) ?? 0);
    expect(res.body.message).toBe(
      `Price has changed from ${offer.price.grandTotal} to ${fresh.price.grandTotal}`,
    );
    const accepted = {
      ...offer,
      price: fresh.price,
      lastTicketingDate: fresh.lastTicketingDate,
      pricingOptions: fresh.pricingOptions,
      travelerPricings: fresh.travelerPricings,
    };
    const again = expectStatus(await book(bookingRequest(accepted, me.user.id)), 201);
    expect(again.body.data.totalPrice).toBe(fresh.price.grandTotal);
  });

  it("answers scheduleChanged with the new departure when operations moved the flight", async () => {
    const offer = await firstOffer(t, { from: "RGN", to: "SNW", departureDate: "2026-12-05" });
    await moveFlight(t, offer, "2026-12-05T13:40:00");
    const res = await book(bookingRequest(offer, me.user.id));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      scheduleChanged: true,
      originalData: { date: "2026-12-05T13:40:00" },
    });
  });

  it("answers flightUnavailable for a closed flight", async () => {
    const offer = await firstOffer(t, { from: "RGN", to: "TVY", departureDate: "2026-12-05" });
    await closeFlight(t, offer);
    const res = await book(bookingRequest(offer, me.user.id));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      flightUnavailable: true,
      message: "Flight Unavailable",
    });
  });
});

describe("bad bookings are refused and hold nothing", () => {
  let offer: FlightOffer;
  beforeAll(async () => {
    [offer] = (await findOffers(t, {
      travelType: 2,
      from: "RGN",
      to: "KUL",
      departureDate: "2026-12-10",
      adults: 2,
    })) as [FlightOffer];
  });
  const body = () => bookingRequest(offer, me.user.id, 2);

  it.each([
    [
      "garbage flightData",
      () => offContract({ ...body(), flightData: { hello: "world" } }),
      400,
      /^Invalid flightData/,
    ],
    [
      "an unknown offer id",
      () => ({ ...body(), flightData: { ...offer, id: "42" } }),
      400,
      /^Unknown flight offer/,
    ],
    [
      "a flight we do not have",
      () => ({ ...body(), flightData: { ...offer, id: "Y~ZZ999@2026-12-10" } }),
      400,
      /Unknown flight ZZ999/,
    ],
    [
      "segments that do not match the id",
      () => ({ ...body(), flightData: { ...offer, id: offer.id.replace("MH741", "UB101") } }),
      400,
      /Unknown flight|does not match/,
    ],
    [
      "too few passengers",
      () => ({ ...body(), passengerInfo: [passenger()] }),
      400,
      /^Please add information for all 2 passengers$/,
    ],
    ["no passengers", () => ({ ...body(), passengerInfo: [] }), 400, /^Please add passenger information$/],
    [
      "a bad e-mail",
      () => ({ ...body(), contactInfo: contact({ email: "nope" }) }),
      400,
      /^Please enter a valid email address$/,
    ],
    [
      "missing contact fields",
      () => ({ ...body(), contactInfo: contact({ city: "", country: "" }) }),
      400,
      /^Please fill in contact information: city, country$/,
    ],
    [
      "an adult abroad without a passport",
      () => ({ ...body(), passengerInfo: [passenger({ passportNumber: "" }), passenger()] }),
      400,
      /^Please fill in all required fields for Adult Passenger 1: passportNumber$/,
    ],
    [
      "domestic travelType on an international flight",
      () => ({ ...body(), travelType: 1 as const }),
      400,
      /international/,
    ],
    [
      "a flight beyond the sales window",
      () => ({ ...body(), flightData: { ...offer, id: offer.id.replace("2026-12-10", "2028-12-10") } }),
      409,
      /^Flight Unavailable$/,
    ],
    [
      "a flight that has left",
      () => ({ ...body(), flightData: { ...offer, id: offer.id.replace("2026-12-10", "2026-11-20") } }),
      409,
      /^Flight Unavailable$/,
    ],
    [
      "a made-up price",
      () => ({ ...body(), flightData: { ...offer, price: { ...offer.price, grandTotal: "1.00" } } }),
      409,
      /^Price has changed/,
    ],
    [
      "moved times",
      () => ({ ...body(), flightData: JSON.parse(JSON.stringify(offer).replace(/T12:50:00/g, "T06:00:00")) }),
      409,
      /^Schedule has changed/,
    ],
  ])("%s", async (_name, make, status, message) => {
    const before = await soldRows();
    const res = await book(make());
    expect(res.status).toBe(status);
    if (res.status === 201) throw new Error("booked");
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect(await soldRows()).toEqual(before);
  });

  it.each([
    [
      "a child over 11 (the spec's message)",
      1,
      { dateOfBirth: "2014-01-01" },
      "passengerInfo.1.dateOfBirth",
      /^Child Passenger 2 must be 11 years old or younger\. Please update the date of birth\.$/,
    ],
    [
      "a six-year-old adult",
      0,
      { dateOfBirth: "2020-01-01" },
      "passengerInfo.0.dateOfBirth",
      /^Adult Passenger 1 must be 12/,
    ],
    [
      "an infant booked as a child",
      1,
      { dateOfBirth: "2026-01-01" },
      "passengerInfo.1.dateOfBirth",
      /^Child Passenger 2 must be 2/,
    ],
    [
      "a passenger's e-mail that is not one",
      1,
      { email: "not-an-email" },
      "passengerInfo.1.email",
      /e-mail address for Child Passenger 2$/,
    ],
    [
      "a passport that expires before the flight",
      0,
      { passportExpiry: "2026-12-01" },
      "passengerInfo.0.passportExpiry",
      /expires before the last flight/,
    ],
  ])(
    "refuses %s (400, the field named), whatever the page checked",
    async (_name, index, change, field, message) => {
      const family = await firstOffer(t, {
        from: "RGN",
        to: "MDL",
        departureDate: "2026-12-11",
        children: 1,
      });
      const request = bookingRequest(family, me.user.id);
      request.passengerInfo[index] = index === 1 ? child(change) : passenger(change);
      const res = expectStatus(await book(request), 400);
      expect(res.body.message).toMatch(message);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
    },
  );

  it("refuses booking for another user (403) and without a token (401)", async () => {
    const other = await createTestUser(t);
    expect((await book({ ...body(), userId: other.user.id })).status).toBe(403);
    expect((await t.api(createBookingRoute, { body: body() })).status).toBe(401);
  });

  it("never answers 500 to junk", async () => {
    for (const raw of ["", "null", "[]", '{"flightData":null}', "{", '{"flightData":{"id":1}}']) {
      const res = await t.api(createBookingRoute, { rawBody: raw, token: me.token });
      expect(res.status, raw).toBe(400);
    }
  });

  it("keeps the stored booking's price, not the client's", async () => {
    const res = expectStatus(await book(body()), 201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, res.body.data.id));
    expect(row?.totalCents).toBe(toCents(offer.price.grandTotal));
  });
});
