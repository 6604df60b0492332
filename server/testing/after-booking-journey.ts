import { expect } from "vitest";
import { addDays } from "../../src/domain/dates.ts";
import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { bookingRequest } from "../../src/domain/test-data.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { changeBookingRoute, changeOffersRoute } from "../routes/flights/booking-change.routes.ts";
import { searchMultiCityRoute } from "../routes/flights/multi-city.routes.ts";
import {
  acceptScheduleChangeRoute,
  refundScheduleChangeRoute,
} from "../routes/flights/schedule-answer.routes.ts";
import { moveOffersRoute, moveScheduleChangeRoute } from "../routes/flights/schedule-move.routes.ts";
import { offerFamiliesRoute, searchOneWays } from "../routes/flights/search.routes.ts";
import type { Answered, KeyedClient } from "./keyed-client.ts";
import { documentedBody } from "./route-call.ts";

/**
 * The fault test's calls after a booking is paid (issue 50): a date change, and an airline's
 * schedule change answered by accepting it, by a full refund or by a free move to another flight,
 * each sent once, twice at once with the same Idempotency-Key, or twice at once with two keys (a
 * double click in two tabs). On a one-way trip, and (docs/adr/0085, 0087) a multi-city trip's
 * date change and free move of its second leg, and a round trip's free move of its return.
 */
export type AfterBookingAction = "change" | "accept" | "refund" | "move";
export type Race = "once" | "same key twice" | "two keys";
export type TripKind = "one-way" | "round trip" | "multi-city";
export const ACTIONS: AfterBookingAction[] = ["change", "accept", "refund", "move"];
export const RACES: Race[] = ["once", "same key twice", "two keys"];

/** What a traveller does after paying, on which trip. */
export interface AfterBookingPlan {
  action: AfterBookingAction;
  trip: TripKind;
}
export const PLANS: AfterBookingPlan[] = [
  ...ACTIONS.map((action) => ({ action, trip: "one-way" as const })),
  { action: "change", trip: "multi-city" },
  { action: "move", trip: "multi-city" },
  { action: "move", trip: "round trip" },
];

/**
 * Days from a journey's own day to its trip's second leg (a round trip's return, a multi-city
 * trip's Mandalay–Heho flight): past every own day and date change's day, so each second leg's
 * day, and the flights operations change on it, are that journey's alone.
 */
export const SECOND_LEG_DAYS_LATER = 60;

/** The paths of the calls a kill is aimed at: confirm a change, accept, refund, move. */
const AFTER_BOOKING_CALL = /\/flights\/booking\/[^/]+\/(change|schedule-change\/(accept|refund|move))$/;

/** The action whose confirming call `route` is (a kill's target), or null for any other request. */
export function afterBookingCall(route: string): AfterBookingAction | null {
  const [, change, answer] = AFTER_BOOKING_CALL.exec(route) ?? [];
  if (answer) return ACTIONS.find((a) => a === answer) ?? null;
  return change ? "change" : null;
}

/** The refusal the loser of two keys gets, as the routes document it. */
const LOSER_CODE: Record<AfterBookingAction, string> = {
  change: "SAME_FLIGHTS",
  accept: "NO_OPEN_CHANGE",
  refund: "ALREADY_CANCELLED",
  move: "NO_OPEN_CHANGE",
};

export interface Traveller {
  index: number;
  id: string;
  token: string;
}

/** What one traveller did after paying, for the test's final count against the database. */
export interface AfterBooking {
  userId: string;
  bookingId: string;
  action: AfterBookingAction;
  trip: TripKind;
  race: Race;
  /** The operations command that changed the flight (accept, refund and move), or null. */
  operation: "schedule" | "close" | null;
  /** The offer a move chose: the booking's flights after it (priced again by the server). */
  movedTo: string | null;
}

const familyOf = (offer: FlightOffer) => offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare;

/** The Saver fare of `offer`'s flights (`GET /apis/flights/offers/{id}/families`). */
async function saverOf(client: KeyedClient, offer: FlightOffer | undefined, what: string) {
  if (!offer) throw new Error(`no flight ${what}`);
  const families = await client.send(
    "GET",
    `/apis/flights/offers/${encodeURIComponent(offer.id)}/families?adults=1`,
  );
  const saver = documentedBody(offerFamiliesRoute, 200, families.body).data.find(
    (o) => familyOf(o) === "SAVER",
  );
  if (!saver) throw new Error(`no Saver fare ${what}`);
  return saver;
}

/**
 * The cheapest trip the plan books: Yangon–Mandalay on `day`; a round trip back on `secondDay`;
 * a multi-city trip on to Heho on `secondDay`.
 */
async function searchTrip(client: KeyedClient, trip: TripKind, day: string, secondDay: string) {
  if (trip === "multi-city") {
    const legs = `RGN-MDL-${day}_MDL-HEH-${secondDay}`;
    const search = await client.send(
      "GET",
      `/apis/flights/search/multi-city?travelType=1&legs=${legs}&adults=1&children=0&travelClass=Y`,
    );
    return saverOf(client, documentedBody(searchMultiCityRoute, 200, search.body).data[0], legs);
  }
  const q = new URLSearchParams({
    travelType: trip === "round trip" ? "2" : "1",
    from: "RGN",
    to: "MDL",
    departureDate: day,
    ...(trip === "round trip" ? { returnDate: secondDay } : {}),
    adults: "1",
  });
  const search = await client.send("GET", `/apis/flights/search/one-ways?${q}`);
  return saverOf(client, documentedBody(searchOneWays, 200, search.body).data[0], `${trip} ${q}`);
}

/**
 * One traveller's booking after payment: a paid Saver booking (a fare that may change, for a fee)
 * from Yangon to Mandalay on `day`, a day nobody else flies in the test (a round trip back, a
 * multi-city trip on to Heho, on the day {@link SECOND_LEG_DAYS_LATER} later), then `action`
 * on the leg that changes: a one-way trip's flight, the second leg of the others:
 * - change: to the first change offer on `changeDay` (also nobody else's; a multi-city trip's
 *   second leg moved to that day, its first kept), paying the quote; for odd travellers after
 *   operations moved the booked flight;
 * - accept: operations move the flight (the e2e route of `npm run ops`), the traveller accepts;
 * - refund: operations move or close the flight, the traveller cancels with a full refund;
 * - move: operations move or close the flight, the traveller moves free of charge to the first
 *   move offer on the booked day (another flight of that day, nobody else's).
 * The call is sent as `race` says; every answer is checked against the contract.
 */
export async function afterBookingJourney(
  client: KeyedClient,
  who: Traveller,
  plan: {
    key: (step: string) => string;
    day: string;
    changeDay: string;
    action: AfterBookingAction;
    trip: TripKind;
    race: Race;
  },
): Promise<AfterBooking> {
  const { key, action, race, trip } = plan;
  const secondDay = addDays(plan.day, SECOND_LEG_DAYS_LATER);
  const offer = await searchTrip(client, trip, plan.day, secondDay);
  const booked = await client.send("POST", "/apis/flights/booking", {
    token: who.token,
    key: key("book-after"),
    body: bookingRequest(offer, who.id, trip === "round trip" ? 2 : 1),
  });
  const bookingId = documentedBody(createBookingRoute, 201, booked.body).data.id;
  const paid = await client.send("POST", "/apis/customers/check-payment", {
    token: who.token,
    key: key("pay-after"),
    body: { userId: who.id, flightId: bookingId },
  });
  expect(paid.status, `pay-after ${JSON.stringify(paid.body)}`).toBe(200);

  // Operations move the flight for an accept, move or cancel it for a refund, and move it under
  // every other date change (which must then close the airline's change of the flight it leaves).
  const operation: AfterBooking["operation"] =
    action === "accept" || (action === "change" && who.index % 2 === 1)
      ? "schedule"
      : action === "refund"
        ? who.index % 2 === 0
          ? "close"
          : "schedule"
        : action === "move"
          ? who.index % 2 === 0
            ? "close"
            : "schedule"
          : null;
  // The leg that changes: a one-way trip's only one, else the second.
  const leg = trip === "one-way" ? 1 : 2;
  if (operation) {
    const [flight = "", date = ""] = (offer.id.split("~")[leg]?.split(",")[0] ?? "").split("@");
    const done = await client.send("POST", "/apis/test/operations", {
      body: { command: operation, flight, date, departure: "05:05" },
    });
    expect(done.status, `operation ${JSON.stringify(done.body)}`).toBe(200);
  }
  let call: (step: string) => Promise<Answered>;
  let movedTo: string | null = null;
  const base = `/apis/flights/booking/${bookingId}`;
  if (action === "change") {
    const body =
      trip === "multi-city"
        ? { legs: [{ leg, departureDate: plan.changeDay }] }
        : { departureDate: plan.changeDay };
    const found = await client.send("POST", `${base}/change-offers`, { token: who.token, body });
    const [choice] = documentedBody(changeOffersRoute, 200, found.body).data.offers;
    if (!choice) throw new Error(`no ${trip} change offer on ${plan.changeDay}`);
    const chosen = { offerId: choice.offer.id, quoteId: choice.quote.quoteId };
    call = (step) =>
      client.send("POST", `${base}/change`, { token: who.token, key: key(step), body: chosen });
  } else if (action === "move") {
    // No date: the booked day, which the window always holds.
    const found = await client.send("GET", `${base}/schedule-change/move-offers`, { token: who.token });
    const offers = documentedBody(moveOffersRoute, 200, found.body).data;
    expect(offers.legNumber, `the ${trip}'s changed leg`).toBe(leg);
    const [choice] = offers.offers;
    if (!choice) throw new Error(`no ${trip} move offer on ${offers.date}`);
    movedTo = choice.id;
    const body = { offerId: choice.id };
    call = (step) =>
      client.send("POST", `${base}/schedule-change/move`, { token: who.token, key: key(step), body });
  } else {
    const path = `${base}/schedule-change/${action}`;
    call = (step) => client.send("POST", path, { token: who.token, key: key(step) });
  }

  const route = {
    change: changeBookingRoute,
    accept: acceptScheduleChangeRoute,
    refund: refundScheduleChangeRoute,
    move: moveScheduleChangeRoute,
  }[action];
  const answers =
    race === "once"
      ? [await call(action)]
      : await Promise.all([call(action), call(race === "two keys" ? `${action}-again` : action)]);
  const won = answers.filter((a) => a.status === 200);
  for (const a of won) documentedBody(route, 200, a.body);
  if (race === "two keys") {
    // Only one wins; the other finds it done and gets the documented refusal.
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(documentedBody(route, 409, lost?.body).error.code).toBe(LOSER_CODE[action]);
  } else {
    // The same key answers the same result, however often and however at once it is sent.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.map((a) => a.body)).toEqual(answers.map(() => answers[0]?.body));
  }
  return { userId: who.id, bookingId, action, trip, race, operation, movedTo };
}
