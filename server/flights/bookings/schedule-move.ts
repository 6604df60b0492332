import { localDate } from "../../../src/domain/dates.ts";
import {
  inMoveWindow,
  type MovedBooking,
  type MoveOffers,
  moveWindow,
  neighbourBounds,
} from "../../../src/domain/free-move.ts";
import { toCents } from "../../../src/domain/money.ts";
import type { ScheduleChangeFacts } from "../../../src/domain/schedule-change.ts";
import type { AppDeps } from "../../context.ts";
import { ApiError, type ErrorCode } from "../../http/errors.ts";
import type { MailLocale } from "../../mail/templates/locale.ts";
import { type Tx, walletBalance } from "../../payments/ledger.ts";
import { decodeOfferId, type OfferKey } from "../offer-id.ts";
import type { MoveOutcome } from "../provider.ts";
import { HOME_UTC_OFFSET } from "../search.ts";
import { movable, multiCityOffers, sameTripOffers } from "./change-offers.ts";
import { conflictWith, legFlights, rebookLocked, sameTripOffer } from "./rebook.ts";
import { openChangeOf, resolve } from "./schedule-answer.ts";

/**
 * The third answer to an airline's schedule change (docs/adr/0080): another flight of the same
 * trip within a few days of the changed one, free of charge, whatever it costs today.
 */

/** The leg a free move changes: the one holding the changed flight. */
export type { MovedBooking, MoveOffers } from "../../../src/domain/free-move.ts";
export type MovedLeg = MoveOffers["leg"];

type Booked = ReturnType<typeof movable>;

const unprocessable = (code: ErrorCode, message: string) => new ApiError(422, code, message);

/**
 * The leg holding the open changes' flights, and the days it may move to: its window never past
 * the legs either side (a round trip's other leg, a multi-city trip's previous and next legs,
 * docs/adr/0087); 409 CHANGE_NOT_SUPPORTED when the changes touch more than one leg (one move
 * cannot answer them all).
 */
function changedLeg(booked: Booked, changes: ScheduleChangeFacts[], now: Date) {
  const flights = new Set(changes.map((c) => `${c.flightNumber}@${c.date}`));
  const legs = booked.key.itineraries
    .map((leg, i) => (leg.some((f) => flights.has(`${f.flightNumber}@${f.date}`)) ? i : -1))
    .filter((i) => i >= 0);
  if (legs.length !== 1)
    throw conflictWith(
      "CHANGE_NOT_SUPPORTED",
      "The airline changed more than one flight of this trip: cancel it with a full refund, or call us",
    );
  const index = legs[0] ?? 0;
  const dates = booked.key.itineraries.map((leg) => leg[0]?.date ?? "");
  const bookedDate = dates[index] ?? "";
  const window = moveWindow(bookedDate, localDate(now, HOME_UTC_OFFSET), neighbourBounds(dates, index));
  const leg: MovedLeg = booked.multiCity ? "LEG" : index === 0 ? "OUTBOUND" : "RETURN";
  return { index, leg, legNumber: index + 1, legCount: dates.length, dates, bookedDate, window };
}

/** The caller's booking, its open changes and what it can move where, or the 404 / 409 saying why not. */
async function moveable(
  deps: AppDeps,
  tx: Tx,
  call: { userId: string; id: string },
  lock: boolean,
  now: Date,
) {
  const { row, events } = await openChangeOf(tx, call.userId, call.id, lock);
  // A multi-city trip moves too (docs/adr/0087): its changed leg, between the others.
  const booked = movable(deps, row, now);
  const changes = events.map((e) => e.change);
  return { row, events, booked, ...changedLeg(booked, changes, now) };
}

/**
 * The flights the caller's booking with an open schedule change can move to free of charge on
 * `date` (a day of its window): the changed leg on another flight of the same route, cabin, fare
 * family and travellers; a round trip's other leg kept, a multi-city trip's other legs kept and
 * the changed one leaving a connection after the previous lands (docs/adr/0087). Changes nothing.
 * @throws ApiError 404 unknown or not yours; 409 NO_OPEN_CHANGE, ALREADY_CANCELLED, DEPARTED,
 * CHANGE_NOT_SUPPORTED; 422 OUTSIDE_WINDOW for a day outside the window.
 */
export async function moveOffers(
  deps: AppDeps,
  call: { userId: string; id: string; date?: string | undefined },
): Promise<MoveOffers> {
  const now = deps.now();
  const { database } = deps;
  return database.db.transaction(async (tx) => {
    const found = await moveable(deps, tx, call, false, now);
    const { row } = found;
    const { window, bookedDate, index, booked } = found;
    const date = call.date ?? (inMoveWindow(window, bookedDate) ? bookedDate : window.first);
    if (!inMoveWindow(window, date))
      throw unprocessable(
        "OUTSIDE_WINDOW",
        `Choose a day from ${window.first} to ${window.last}: a free move stays within a few days`,
      );
    const dates = found.dates.map((d, i) => (i === index ? date : d));
    const offers = booked.multiCity
      ? // The multi-city search pairs the legs: the changed one leaves a connection after the previous lands.
        multiCityOffers(deps, booked, { dates, changes: (i) => i === index }, now)
      : sameTripOffers(
          deps,
          booked,
          { departureDate: dates[0] ?? date, returnDate: booked.roundTrip ? (dates[1] ?? null) : null },
          now,
          (i) => i !== index,
        );
    const { leg, legNumber, legCount } = found;
    return { bookingId: row.id, leg, legNumber, legCount, bookedDate, window, date, offers };
  });
}

/** Checks the chosen offer against the window and the kept leg; 422 with the reason when it is not one. */
function checkChoice(key: OfferKey, found: Awaited<ReturnType<typeof moveable>>) {
  const { booked, index, window } = found;
  const keepsOthers =
    key.itineraries.length === booked.key.itineraries.length &&
    key.itineraries.every(
      (leg, i) => i === index || legFlights(leg) === legFlights(booked.key.itineraries[i] ?? []),
    );
  if (!keepsOthers)
    throw unprocessable(
      "NOT_SAME_ROUTE",
      "A free move takes another flight of the same route, cabin and travellers, and keeps the other flights",
    );
  const date = key.itineraries[index]?.[0]?.date ?? "";
  if (!inMoveWindow(window, date))
    throw unprocessable(
      "OUTSIDE_WINDOW",
      `Choose a flight from ${window.first} to ${window.last}: a free move stays within a few days`,
    );
}

/**
 * Moves the caller's booking with an open schedule change to the offer `offerId`, free of charge,
 * once, in one transaction on its locked row: the offer is checked (same trip, the changed leg
 * within the window, the other kept) and priced again against the locked seats, the old seats go
 * back on sale and the new ones are taken, the booking is rewritten under its id (the date
 * change's {@link rebookLocked}: a CHANGED event with both flights and no money, the e-ticket
 * mailed again), and every open change is resolved as MOVED. The wallet is not touched.
 * @throws ApiError 400 BAD_OFFER; 404 unknown or not yours; 409 NO_OPEN_CHANGE, ALREADY_CANCELLED,
 * DEPARTED, CHANGE_NOT_SUPPORTED, SAME_FLIGHTS, OFFER_UNAVAILABLE; 422 NOT_SAME_ROUTE, OUTSIDE_WINDOW,
 * LEGS_OUT_OF_ORDER (a multi-city trip's legs overlapping).
 */
export async function moveScheduleChange(
  deps: AppDeps,
  call: { userId: string; id: string; offerId: string; locale: MailLocale },
  remember?: (tx: Tx, answer: MovedBooking) => Promise<void>,
): Promise<MovedBooking> {
  const key = decodeOfferId(call.offerId);
  if (!key)
    throw new ApiError(400, "BAD_OFFER", "This is not a flight offer: choose a flight again", {
      fields: { offerId: "Not an offer id" },
    });
  const now = deps.now();
  const { result, moved } = await deps.database.db.transaction(async (tx) => {
    const found = await moveable(deps, tx, call, true, now);
    const { row } = found;
    checkChoice(key, found);
    const unavailable = () =>
      conflictWith("OFFER_UNAVAILABLE", "This flight is full or no longer flies: choose another");
    const offer = sameTripOffer(deps, found.booked, call.offerId, key, now);
    if (offer === "SAME_FLIGHTS")
      throw conflictWith("SAME_FLIGHTS", "The booking already holds these flights");
    if (offer === "NOT_SAME_TRIP")
      throw unprocessable("NOT_SAME_ROUTE", "A free move keeps the route, cabin, fare and travellers");
    if (offer === "UNAVAILABLE") throw unavailable();
    // A multi-city trip's legs stay in order, as its date change checks (docs/adr/0085).
    if (found.booked.multiCity && !deps.flights.legsInOrder(offer.id))
      throw new ApiError(422, "LEGS_OUT_OF_ORDER", "A flight leaves before the previous one has landed", {
        fields: { offerId: "Legs out of order" },
      });
    // The price is not the traveller's to pay: a price that moved under us is simply taken again.
    let moved: MoveOutcome = await deps.flights.moveSeats(tx, row.id, offer, now);
    if (moved.kind === "priceChanged") moved = await deps.flights.moveSeats(tx, row.id, moved.offer, now);
    if (moved.kind !== "moved") throw unavailable();
    const { offer: newOffer } = await rebookLocked(tx, {
      row,
      booked: found.booked,
      moved,
      charged: 0,
      ledgerId: null,
      money: {
        paid: toCents(found.booked.offer.price.grandTotal) ?? row.totalCents,
        newPrice: toCents(moved.held.offer.price.grandTotal) ?? 0,
        fareDifference: 0,
        changeFee: 0,
        reason: "SCHEDULE_CHANGE",
      },
      keepLegCents: true,
      locale: call.locale,
      now,
    });
    await resolve(
      tx,
      found.events.map((e) => e.id),
      "MOVED",
      now,
    );
    const result: MovedBooking = {
      bookingId: row.id,
      status: "PAID",
      resolution: "MOVED",
      movedAt: now.toISOString(),
      offer: newOffer,
      charged: 0,
      balance: await walletBalance(tx, row.userId),
    };
    await remember?.(tx, result);
    return { result, moved };
  });
  deps.flights.seatsMoved(moved.taken, moved.returned);
  deps.jobs.kick();
  return result;
}
