import { beforeAll, describe, expect, it } from "vitest";
import type { BookingRecord } from "../../../src/domain/booking.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest, TEST_NRC } from "../../../src/domain/test-data.ts";
import { LOOKUP_NOT_FOUND } from "../../flights/bookings/lookup.ts";
import { firstOffer, multiCityOffer, TEST_NOW } from "../../flights/testing.ts";
import { RATE_RULES } from "../../rate-limit.ts";
import { fromNewAddress, setUpBehindProxy } from "../../testing/client-address.ts";
import { expectStatus } from "../../testing/harness.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp } from "../customers/customers.routes.ts";
import { createBookingRoute } from "./booking.routes.ts";
import { lookupBookingRoute, lookupEticketRoute } from "./booking-lookup.routes.ts";

const t = setUpBehindProxy({ now: () => TEST_NOW });
let me: TestUser;
/** A paid round trip Yangon-Bangkok whose first passenger is "Aung Kyaw Min" (last name "Kyaw Min"). */
let paid: BookingRecord;
/** A multi-city booking waiting for payment, passenger "Adult0 Kyaw". */
let held: BookingRecord;

/** Books an offer for `me` with the passengers' names and documents `bookingRequest` gives, plus `names`. */
async function book(
  offer: Parameters<typeof bookingRequest>[0],
  travelType: 1 | 2,
  names: { firstName: string; lastName: string }[] = [],
) {
  const body = bookingRequest(offer, me.user.id, travelType);
  body.passengerInfo = body.passengerInfo.map((p, i) => ({ ...p, ...names[i] }));
  return expectStatus(await t.api(createBookingRoute, { body, token: me.token }), 201).body.data;
}

const lookUp = (bookingCode: string, lastName: string, headers = fromNewAddress()) =>
  t.api(lookupBookingRoute, { body: { bookingCode, lastName }, headers });

beforeAll(async () => {
  me = await createTestUser(t, { name: "Account Holder" });
  const roundTrip = await firstOffer(t, {
    travelType: 2,
    from: "RGN",
    to: "BKK",
    departureDate: "2026-12-03",
    returnDate: "2026-12-08",
    adults: 2,
  });
  paid = await book(roundTrip, 2, [
    { firstName: "Aung", lastName: "Kyaw Min" },
    { firstName: "Zoë", lastName: "Núñez" },
  ]);
  expectStatus(
    await t.api(topUp, {
      body: { amount: toCents(roundTrip.price.grandTotal) ?? 0, method: "kpay" },
      token: me.token,
    }),
    200,
  );
  expectStatus(
    await t.api(checkPayment, { body: { userId: me.user.id, flightId: paid.id }, token: me.token }),
    200,
  );
  await t.deps.jobs.idle();
  const circuit = await multiCityOffer(t, [
    { from: "RGN", to: "NYU", departureDate: "2026-12-10" },
    { from: "NYU", to: "MDL", departureDate: "2026-12-11" },
    { from: "MDL", to: "RGN", departureDate: "2026-12-12" },
  ]);
  held = await book(circuit, 1);
});

describe("POST /flights/booking/lookup", () => {
  it("finds a booking by its code and a passenger's last name in any case, spacing and accents", async () => {
    for (const [code, name] of [
      [paid.id, "Kyaw Min"],
      [paid.id.toLowerCase(), "kyawmin"],
      [` ${paid.id.slice(0, 6)} ${paid.id.slice(6)} `, "KYAW MIN"],
      [paid.id, "min"],
      [paid.id, "nunez"],
      [paid.id, "Aung Kyaw Min"],
    ] as const) {
      const found = expectStatus(await lookUp(code, name), 200).body.data;
      expect(found.id).toBe(paid.id);
      expect(found.status).toBe("PAID");
      expect(found.tripType).toBe("ROUND_TRIP");
      expect(found.hasTicket).toBe(true);
    }
  });

  it("shows the itinerary and passengers' names, but no contact, account or document", async () => {
    const res = expectStatus(await lookUp(paid.id, "Kyaw Min"), 200);
    const found = res.body.data;
    expect(found.legs.map((leg) => leg.flightNumbers)).toEqual(paid.legs?.map((leg) => leg.flightNumbers));
    expect(found.legs.map((leg) => leg.airlineRef)).toEqual(paid.legs?.map((leg) => leg.airlineRef));
    expect(found.cities.BKK?.city).toBe("Bangkok");
    expect(found.passengers).toEqual([
      { firstName: "Aung", lastName: "Kyaw Min", type: "ADULT" },
      { firstName: "Zoë", lastName: "Núñez", type: "ADULT" },
    ]);
    const text = JSON.stringify(res.body);
    const secrets = [
      paid.email,
      paid.phoneNumber,
      paid.contact.firstName === "Aung" ? paid.contact.email : paid.contact.firstName,
      paid.contact.address,
      paid.bookedBy,
      me.user.id,
      ...paid.passengers.flatMap((p) => [
        p.email,
        p.phoneNumber,
        p.dateOfBirth,
        p.passportNumber ?? "",
        p.nrcNumber ?? "",
      ]),
    ].filter(Boolean);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("finds a multi-city booking waiting for payment, with every leg and no e-ticket", async () => {
    const found = expectStatus(await lookUp(held.id, "kyaw"), 200).body.data;
    expect(found.tripType).toBe("MULTI_CITY");
    expect(found.status).toBe("PENDING_PAYMENT");
    expect(found.hasTicket).toBe(false);
    expect(found.legs.map((leg) => [leg.origin, leg.destination])).toEqual([
      ["RGN", "NYU"],
      ["NYU", "MDL"],
      ["MDL", "RGN"],
    ]);
  });

  it("answers the same 404 for an unknown code and for a name that is no passenger's", async () => {
    const unknown = expectStatus(await lookUp("FBZZZZZZZZZZ", "Kyaw Min"), 404);
    const wrongName = expectStatus(await lookUp(paid.id, "Smith"), 404);
    const givenName = expectStatus(await lookUp(paid.id, "Aung"), 404);
    expect(unknown.body.message).toBe(LOOKUP_NOT_FOUND);
    expect(wrongName.body).toEqual(unknown.body);
    expect(givenName.body).toEqual(unknown.body);
  });

  it("refuses an empty code or name as bad input, never a 500", async () => {
    expectStatus(await lookUp("", "Kyaw"), 400);
    expectStatus(await lookUp(paid.id, "   "), 400);
    expectStatus(await t.call("POST", "/apis/flights/booking/lookup", { body: { bookingCode: 12 } }), 400);
  });

  it("limits look-ups per address, with Retry-After", async () => {
    const address = fromNewAddress();
    for (let i = 0; i < RATE_RULES.bookingLookup.ip.max; i += 1)
      expectStatus(await lookUp(`FBNOPE${String(i).padStart(6, "2")}`, "Kyaw", address), 404);
    const refused = expectStatus(await lookUp(paid.id, "Kyaw Min", address), 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address still finds it.
    expectStatus(await lookUp(paid.id, "Kyaw Min"), 200);
  });

  it("limits look-ups per booking code from any address, with Retry-After", async () => {
    const target = await book(
      await firstOffer(t, { from: "RGN", to: "MDL", departureDate: "2026-12-04" }),
      1,
      [{ firstName: "Thiri", lastName: "Htun" }],
    );
    for (let i = 0; i < RATE_RULES.bookingLookup.email.max; i += 1)
      expectStatus(await lookUp(target.id.toLowerCase(), `Guess${i}`), 404);
    const refused = expectStatus(await lookUp(target.id, "Htun"), 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Other codes are not held back.
    expectStatus(await lookUp(paid.id, "Kyaw Min"), 200);
  });
});

describe("POST /flights/booking/lookup/eticket.pdf", () => {
  const eticket = (bookingCode: string, lastName: string) =>
    t.api(lookupEticketRoute, { body: { bookingCode, lastName }, headers: fromNewAddress() });

  it("gives a paid booking's e-ticket without documents, birth dates or contact", async () => {
    const res = expectStatus(await eticket(paid.id.toLowerCase(), "núñez"), 200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(res.body));
    expect(text).toContain(paid.id);
    expect(text).toContain("KYAW MIN/Aung");
    for (const leg of paid.legs ?? []) for (const flight of leg.flightNumbers) expect(text).toContain(flight);
    for (const secret of [
      paid.email,
      paid.bookedBy,
      TEST_NRC,
      ...paid.passengers.flatMap((p) => [p.passportNumber ?? "", p.dateOfBirth]),
    ].filter(Boolean))
      expect(text).not.toContain(secret);
  });

  it("refuses a booking not paid (409) and a wrong name (the look-up's 404)", async () => {
    expectStatus(await eticket(held.id, "Kyaw"), 409);
    const wrong = expectStatus(await eticket(paid.id, "Smith"), 404);
    expect(wrong.body.message).toBe(LOOKUP_NOT_FOUND);
  });
});

describe("the e-ticket mail", () => {
  it("links to Find my booking", async () => {
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes(paid.id));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.text).toContain("Find your booking online: http://localhost:4321/find-booking");
  });
});
