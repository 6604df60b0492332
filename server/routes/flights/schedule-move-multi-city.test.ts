import { and, eq, isNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import { bookingRequest } from "../../../src/domain/test-data.ts";
import { bookingEvents } from "../../db/schema/bookings.ts";
import { seatHolds } from "../../db/schema/flights.ts";
import { MIN_CONNECTION_MINUTES } from "../../flights/itineraries.ts";
import { decodeOfferId, encodeOfferId } from "../../flights/offer-id.ts";
import { setClosed } from "../../flights/operations.ts";
import { findOffers, multiCityOffer, TEST_NOW, type TripLeg } from "../../flights/testing.ts";
import { seatsSoldOn } from "../../testing/booking-rows.ts";
import { expectStatus, setUpTestContext } from "../../testing/harness.ts";
import { readOpenApi } from "../../testing/openapi-document.ts";
import { readOutbox } from "../../testing/outbox.ts";
import { createTestUser, type TestUser } from "../../testing/users.ts";
import { checkPayment, topUp, wallet } from "../customers/customers.routes.ts";
import { createBookingRoute, getBookingRoute } from "./booking.routes.ts";
import { moveOffersRoute, moveScheduleChangeRoute } from "./schedule-move.routes.ts";
import { offerFamiliesRoute } from "./search.routes.ts";

/** The free move of a multi-city booking after the airline changed one of its legs (docs/adr/0087). */

let clock = TEST_NOW.getTime();
const t = setUpTestContext({ now: () => new Date(clock) });
beforeEach(() => {
  clock = TEST_NOW.getTime();
});

/**
 * Yangon to Bagan, Bagan to Mandalay, Mandalay to Heho, two days apart, on the days given (each
 * test its own: a flight the airline cancelled stays cancelled).
 */
const trip = (days: [string, string, string]): TripLeg[] => [
  { from: "RGN", to: "NYU", departureDate: days[0] },
  { from: "NYU", to: "MDL", departureDate: days[1] },
  { from: "MDL", to: "HEH", departureDate: days[2] },
];

const familyOf = (offer: FlightOffer) => offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;

/** Each leg's flights as the offer id names them (`UB101@2026-12-10`). */
const legFlights = (offer: Pick<FlightOffer, "id">) =>
  (decodeOfferId(offer.id)?.itineraries ?? []).map((leg) =>
    leg.map((f) => `${f.flightNumber}@${f.date}`).join(","),
  );
/** Every flight an offer holds, as the inventory keys them. */
const keysOf = (offer: Pick<FlightOffer, "id">) =>
  legFlights(offer)
    .flatMap((leg) => leg.split(","))
    .sort();

/** A new customer with a paid three-leg Saver multi-city booking, wallet left at 0. */
async function paidTrip(days: [string, string, string]) {
  const who = await createTestUser(t);
  const cheapest = await multiCityOffer(t, trip(days));
  const all = expectStatus(
    await t.api(offerFamiliesRoute, { params: { id: cheapest.id }, query: { adults: "1" } }),
    200,
  ).body.data;
  const offer = all.find((o) => familyOf(o) === "SAVER");
  if (!offer) throw new Error("no Saver trip");
  const booked = expectStatus(
    await t.api(createBookingRoute, { body: bookingRequest(offer, who.user.id), token: who.token }),
    201,
  ).body.data;
  expect(booked.tripType).toBe("MULTI_CITY");
  const total = toCents(offer.price.grandTotal) ?? 0;
  expectStatus(await t.api(topUp, { token: who.token, body: { amount: total, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: who.token, body: { userId: who.user.id, flightId: booked.id } }),
    200,
  );
  await t.deps.jobs.idle();
  return { who, id: booked.id, offer, total };
}

/** Operations cancel the first flight of the booking's leg `leg` (from 1); its mail is sent. */
async function closeLeg(offer: FlightOffer, leg: number) {
  const [flight = "", day = ""] = (legFlights(offer)[leg - 1] ?? "").split(",")[0]?.split("@") ?? [];
  await setClosed(t.database.db, flight, day, true, TEST_NOW);
  t.deps.jobs.kick();
  await t.deps.jobs.idle();
}

/** The booking's offer with leg `leg` (from 1) on the flights of `other`'s first leg. */
function withLeg(offer: FlightOffer, leg: number, other: FlightOffer): string {
  const key = decodeOfferId(offer.id);
  const swapped = decodeOfferId(other.id)?.itineraries[0];
  if (!key || !swapped) throw new Error("an offer id the server cannot read");
  return encodeOfferId({
    ...key,
    itineraries: key.itineraries.map((flights, i) => (i === leg - 1 ? swapped : flights)),
  });
}

/** The cheapest one-way flight of a leg's route on `date` (a search, as the traveller could make). */
async function flightOn(from: string, to: string, date: string, at = 0) {
  const found = await findOffers(t, { from, to, departureDate: date });
  const offer = found[at];
  if (!offer) throw new Error(`no flight ${from}-${to} on ${date}`);
  return offer;
}

const offersOn = (who: TestUser, id: string, date?: string) =>
  t.api(moveOffersRoute, { params: { id }, token: who.token, query: date ? { date } : {} });
const move = (who: TestUser, id: string, offerId: string, headers: Record<string, string> = {}) =>
  t.api(moveScheduleChangeRoute, { params: { id }, token: who.token, body: { offerId }, headers });
const record = async (who: TestUser, id: string) =>
  expectStatus(await t.api(getBookingRoute, { params: { id }, token: who.token }), 200).body.data;
const heldFlights = async (id: string) =>
  (
    await t.database.db
      .select({ key: seatHolds.flightKey })
      .from(seatHolds)
      .where(and(eq(seatHolds.bookingId, id), isNull(seatHolds.releasedAt)))
  )
    .map((h) => h.key)
    .sort();

async function ledgerOf(who: TestUser) {
  const money = expectStatus(await t.api(wallet, { token: who.token }), 200).body.data;
  return { money, adds: money.transactions.reduce((sum, row) => sum + row.amount, 0) === money.balance };
}

const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

describe("a multi-city booking moves free of charge after the airline's change", () => {
  it("offers the changed leg between the others, moves it once at no cost and keeps the other legs", async () => {
    const { who, id, offer, total } = await paidTrip(["2026-12-10", "2026-12-12", "2026-12-14"]);
    await closeLeg(offer, 2);
    const booked = legFlights(offer);

    const found = expectStatus(await offersOn(who, id), 200).body.data;
    // Three days either side, but not before the first leg's day nor after the third's.
    expect(found).toMatchObject({
      bookingId: id,
      leg: "LEG",
      legNumber: 2,
      legCount: 3,
      bookedDate: "2026-12-12",
      window: { first: "2026-12-10", last: "2026-12-14" },
      date: "2026-12-12",
    });
    expect(found.offers.length).toBeGreaterThan(0);
    for (const next of found.offers) {
      const legs = legFlights(next);
      expect([legs[0], legs[2]]).toEqual([booked[0], booked[2]]);
      expect(legs[1]).not.toBe(booked[1]);
      expect(next.itineraries[1]?.segments[0]?.departure.iataCode).toBe("NYU");
      expect(next.itineraries[1]?.segments.at(-1)?.arrival.iataCode).toBe("MDL");
      expect(familyOf(next)).toBe("SAVER");
    }

    // On the first leg's own day, only flights leaving a connection after it lands.
    const sameDay = expectStatus(await offersOn(who, id, "2026-12-10"), 200).body.data.offers;
    expect(sameDay.length).toBeGreaterThan(0);
    for (const next of sameDay) {
      const landed = next.itineraries[0]?.segments.at(-1)?.arrival.at ?? "";
      const leaves = next.itineraries[1]?.segments[0]?.departure.at ?? "";
      expect(leaves.slice(0, 10)).toBe("2026-12-10");
      expect(minutes(landed, leaves)).toBeGreaterThanOrEqual(MIN_CONNECTION_MINUTES);
    }

    const [choice] = [...sameDay].sort(
      (a, b) => (toCents(b.price.grandTotal) ?? 0) - (toCents(a.price.grandTotal) ?? 0),
    );
    if (!choice) throw new Error("no move offer");
    const before = await Promise.all(
      keysOf(choice)
        .concat(keysOf(offer))
        .map((k) => seatsSoldOn(t, k, "Y")),
    );
    const mailsBefore = (await readOutbox(t)).filter((m) => m.subject.includes(id)).length;

    // Two tabs at once: one moves, the other finds the change answered.
    const raced = await Promise.all([
      move(who, id, choice.id, { "idempotency-key": "mc-move-1", "accept-language": "my" }),
      move(who, id, choice.id, { "idempotency-key": "mc-move-2", "accept-language": "my" }),
    ]);
    expect(raced.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = raced.find((a) => a.status === 200);
    const lost = raced.find((a) => a.status === 409);
    expect(lost?.body).toMatchObject({ error: { code: "NO_OPEN_CHANGE" } });
    const done = expectStatus(won ?? raced[0], 200).body.data;
    expect(done).toMatchObject({
      bookingId: id,
      status: "PAID",
      resolution: "MOVED",
      charged: 0,
      balance: 0,
    });
    expect(done.offer.id).toBe(choice.id);
    const key = won === raced[0] ? "mc-move-1" : "mc-move-2";
    expect(expectStatus(await move(who, id, choice.id, { "idempotency-key": key }), 200).body.data).toEqual(
      done,
    );

    // No money moved.
    const { money, adds } = await ledgerOf(who);
    expect(adds).toBe(true);
    expect(money.balance).toBe(0);
    expect(money.transactions.filter((row) => row.bookingId === id).map((row) => row.type)).toEqual([
      "PAYMENT",
    ]);

    // Only the second leg's seat moved; the first and third legs' seats stay held once.
    const after = await Promise.all(
      keysOf(choice)
        .concat(keysOf(offer))
        .map((k) => seatsSoldOn(t, k, "Y")),
    );
    const all = keysOf(choice).concat(keysOf(offer));
    const change = (k: string) => (after[all.indexOf(k)] ?? 0) - (before[all.indexOf(k)] ?? 0);
    const [, newSecond] = legFlights(choice);
    expect(change(booked[1] ?? "")).toBe(-1);
    expect(change(newSecond ?? "")).toBe(1);
    expect([change(booked[0] ?? ""), change(booked[2] ?? "")]).toEqual([0, 0]);
    expect(await heldFlights(id)).toEqual(keysOf(choice));

    const shown = await record(who, id);
    expect(shown).toMatchObject({ id, status: "PAID", tripType: "MULTI_CITY", scheduleChange: null });
    expect(toCents(shown.totalPrice)).toBe(total);
    expect(shown.legs?.map((leg) => leg.segments[0]?.departureAt)).toEqual(
      choice.itineraries.map((it) => it.segments[0]?.departure.at),
    );

    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.filter((e) => e.kind === "CHANGED")).toHaveLength(1);
    expect(events.find((e) => e.kind === "CHANGED")).toMatchObject({
      ledgerId: null,
      money: {
        from: { offerId: offer.id },
        to: { offerId: choice.id },
        charged: 0,
        reason: "SCHEDULE_CHANGE",
      },
    });
    expect(events.find((e) => e.kind === "SCHEDULE_CHANGED")?.change).toMatchObject({ resolution: "MOVED" });

    await t.deps.jobs.idle();
    const mails = (await readOutbox(t)).filter((m) => m.subject.includes(id));
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toMatch(/[\u1000-\u109F]/);
  });

  it("keeps the last leg after the previous one lands: an overlapping flight is never offered and is refused", async () => {
    const { who, id, offer } = await paidTrip(["2026-12-16", "2026-12-18", "2026-12-20"]);
    await closeLeg(offer, 3);
    const found = expectStatus(await offersOn(who, id), 200).body.data;
    expect(found).toMatchObject({
      leg: "LEG",
      legNumber: 3,
      legCount: 3,
      window: { first: "2026-12-18", last: "2026-12-23" },
    });
    // On the second leg's day Mandalay–Heho flies, but never a connection after Bagan–Mandalay lands.
    const secondLands = offer.itineraries[1]?.segments.at(-1)?.arrival.at ?? "";
    const early = await flightOn("MDL", "HEH", "2026-12-18");
    expect(minutes(secondLands, early.itineraries[0]?.segments[0]?.departure.at ?? "")).toBeLessThan(
      MIN_CONNECTION_MINUTES,
    );
    const sameDay = expectStatus(await offersOn(who, id, "2026-12-18"), 200).body.data.offers;
    expect(sameDay.map((o) => legFlights(o)[2])).not.toContain(legFlights(early)[0]);

    const answer = expectStatus(await move(who, id, withLeg(offer, 3, early)), 422).body;
    expect(answer).toMatchObject({ error: { code: "LEGS_OUT_OF_ORDER" } });
    // Nothing written: the booking holds its flights and still waits for an answer.
    expect(await heldFlights(id)).toEqual(keysOf(offer));
    expect((await record(who, id)).scheduleChange).toMatchObject({ kind: "CANCELLED" });
    expect((await ledgerOf(who)).adds).toBe(true);
  });
});

describe("a multi-city free move is refused", () => {
  it("outside the window, when another leg changes, and when the airline changed two legs", async () => {
    const { who, id, offer } = await paidTrip(["2026-12-22", "2026-12-24", "2026-12-26"]);
    await closeLeg(offer, 2);
    // 21 December is within three days, but before the first leg's day; 27 December after the third's.
    for (const date of ["2026-12-21", "2026-12-27"])
      expect(expectStatus(await offersOn(who, id, date), 422).body).toMatchObject({
        error: { code: "OUTSIDE_WINDOW" },
      });
    const tooEarly = withLeg(offer, 2, await flightOn("NYU", "MDL", "2026-12-21"));
    expect(expectStatus(await move(who, id, tooEarly), 422).body).toMatchObject({
      error: { code: "OUTSIDE_WINDOW" },
    });
    // The changed leg moved, but the third leg too: not a free move.
    const secondMoved = withLeg(offer, 2, await flightOn("NYU", "MDL", "2026-12-24"));
    const thirdToo = withLeg({ ...offer, id: secondMoved }, 3, await flightOn("MDL", "HEH", "2026-12-26", 1));
    expect(expectStatus(await move(who, id, thirdToo), 422).body).toMatchObject({
      error: { code: "NOT_SAME_ROUTE" },
    });
    expect(await heldFlights(id)).toEqual(keysOf(offer));

    // The airline cancels the third leg's flight too: one move cannot answer both.
    await closeLeg(offer, 3);
    expect(expectStatus(await offersOn(who, id), 409).body).toMatchObject({
      error: { code: "CHANGE_NOT_SUPPORTED" },
    });
    expect(expectStatus(await move(who, id, secondMoved), 409).body).toMatchObject({
      error: { code: "CHANGE_NOT_SUPPORTED" },
    });
    expect(await heldFlights(id)).toEqual(keysOf(offer));
    expect((await ledgerOf(who)).adds).toBe(true);
  });

  it("documents the moved leg's number and the order refusal in the served OpenAPI", async () => {
    const doc = await readOpenApi(t);
    const offers = doc.components.schemas.MoveOffers?.properties;
    expect(offers?.leg?.enum).toEqual(["OUTBOUND", "RETURN", "LEG"]);
    expect(offers?.legNumber?.type).toBe("integer");
    expect(offers?.legCount?.type).toBe("integer");
    const moved = doc.paths["/apis/flights/booking/{id}/schedule-change/move"]?.post?.responses;
    expect(Object.keys(moved ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "404", "409", "422"]),
    );
    expect(moved?.["422"]?.description).toContain("LEGS_OUT_OF_ORDER");
  });
});
