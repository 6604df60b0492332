import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type FlightOffer, travellerCounts } from "../../../src/domain/flight-offer.ts";
import { enqueueAgentBookingMails } from "../../agency/booking-mail-jobs.ts";
import type { AppDeps } from "../../context.ts";
import { bookingEvents, bookings } from "../../db/schema/bookings.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { PAID_MAIL_KIND } from "../../eticket/paid-mail.ts";
import { ApiError, type ErrorCode } from "../../http/errors.ts";
import type { MailLocale } from "../../mail/templates/locale.ts";
import type { Tx } from "../../payments/ledger.ts";
import type { OfferKey } from "../offer-id.ts";
import type { HeldOffer, MoveOutcome } from "../provider.ts";
import { type ownRow, recipients } from "./cancel.ts";
import { bookedFamily } from "./change-offers.ts";
import { bookedSegments, type StoredRecord } from "./record.ts";

/**
 * What moving a paid booking to other flights shares, whoever pays for it (docs/adr/0079 and
 * 0080): the date change charges the difference and the fee, the free move after an airline's
 * schedule change charges nothing. Both check the offer the same way, take the seats the same
 * way and rewrite the booking under its id with the same CHANGED event and e-ticket mail.
 */

type BookingRow = Awaited<ReturnType<typeof ownRow>>;

/** The booked offer, as {@link changeable} or `movable` read it. */
export interface BookedTrip {
  offer: FlightOffer;
  key: OfferKey;
  roundTrip: boolean;
}

/** Why a chosen offer is not one this booking can move to; the caller says it with its own status. */
export type OfferMismatch = "SAME_FLIGHTS" | "NOT_SAME_TRIP" | "UNAVAILABLE";

/** `UB101@2026-12-01,UB503@2026-12-01`: one leg's flights and dates. */
export const legFlights = (leg: OfferKey["itineraries"][number]) =>
  leg.map((f) => `${f.flightNumber}@${f.date}`).join(",");

const ends = (offer: FlightOffer) =>
  offer.itineraries
    .map((it) => `${it.segments[0]?.departure.iataCode}-${it.segments.at(-1)?.arrival.iataCode}`)
    .join("~");

/**
 * The offer `key` (decoded from `offerId`) priced now, when it is the booking's trip on other
 * flights: the same cabin, fare type, fare family, number of legs, ends and travellers. Else why not.
 */
export function sameTripOffer(
  deps: Pick<AppDeps, "flights">,
  booked: BookedTrip,
  offerId: string,
  key: OfferKey,
  now: Date,
): FlightOffer | OfferMismatch {
  const family = bookedFamily(booked.offer, booked.key);
  if (key.itineraries.map(legFlights).join("~") === booked.key.itineraries.map(legFlights).join("~"))
    return "SAME_FLIGHTS";
  if (
    key.cabin !== booked.key.cabin ||
    key.fareType !== booked.key.fareType ||
    (family !== null && key.fareFamily !== family) ||
    key.itineraries.length !== booked.key.itineraries.length
  )
    return "NOT_SAME_TRIP";
  const offer = deps.flights.families(key, travellerCounts(booked.offer), now)?.find((o) => o.id === offerId);
  if (!offer) return "UNAVAILABLE";
  return ends(offer) === ends(booked.offer) ? offer : "NOT_SAME_TRIP";
}

/** The booking's flights as the history and the mail name them: flight numbers and local departures. */
const flightList = (offer: FlightOffer) =>
  offer.itineraries.flatMap((it) =>
    it.segments.map((s) => ({
      flightNumber: `${s.carrierCode}${s.number}`,
      from: s.departure.iataCode,
      to: s.arrival.iataCode,
      departureAt: s.departure.at,
    })),
  );

/** A successful seat move, as {@link rebookLocked} writes it down. */
export type SeatsMoved = Extract<MoveOutcome, { kind: "moved" }>;

/**
 * Rewrites the locked paid booking `row` onto the flights `moved` now holds, inside `tx`: its
 * offer and record become the new flights (its id, PNRs and travellers kept), `charged` is added
 * to what it cost, a CHANGED event records both flights and `money`, and the e-ticket mail is
 * queued again as a job keyed by that event (docs/adr/0078), in `locale`. `keepLegCents`: the
 * legs keep the prices paid (a free move), else they take the new ones. Answers the event's id.
 */
export async function rebookLocked(
  tx: Tx,
  call: {
    row: BookingRow;
    booked: BookedTrip;
    moved: SeatsMoved;
    charged: number;
    ledgerId: string | null;
    money: Record<string, unknown>;
    keepLegCents: boolean;
    locale: MailLocale;
    now: Date;
  },
): Promise<{ eventId: string; offer: FlightOffer }> {
  const { row, booked, moved, now } = call;
  const held: HeldOffer = moved.held;
  const newOffer = held.offer;
  const record = row.record as StoredRecord;
  const legs = bookedSegments(newOffer, record.pnrs);
  const legCents = call.keepLegCents
    ? (record.legCents ?? [row.outboundCents, row.returnCents].slice(0, legs.length))
    : held.directions.map((d) => d.totalCents);
  const roundTrip = booked.roundTrip;
  const newRecord: StoredRecord = {
    ...record,
    outbound: legs[0] ?? [],
    return: roundTrip ? (legs[1] ?? []) : [],
    legs,
    legCents,
  };
  await tx
    .update(bookings)
    .set({
      offer: newOffer,
      record: newRecord,
      // What the traveller has paid in all: the booking's price and every change's.
      totalCents: row.totalCents + call.charged,
      outboundCents: legCents[0] ?? 0,
      returnCents: roundTrip ? (legCents[1] ?? 0) : 0,
    })
    .where(eq(bookings.id, row.id));
  const eventId = randomUUID();
  await tx.insert(bookingEvents).values({
    id: eventId,
    bookingId: row.id,
    kind: "CHANGED",
    at: now,
    money: {
      from: { offerId: booked.offer.id, flights: flightList(booked.offer) },
      to: { offerId: newOffer.id, flights: flightList(newOffer) },
      ...call.money,
      charged: call.charged,
    },
    ledgerId: call.ledgerId,
  });
  // The e-ticket mail again, with the new flights, in the page's language: a job of its own,
  // keyed by the change's event (ADR 0078), so each change mails the ticket as it stands once.
  if (row.markupCents !== null) {
    // An agent's booking: the customer's new e-ticket and the agent's copy (docs/adr/0089).
    await enqueueAgentBookingMails(tx, {
      booking: row,
      kind: PAID_MAIL_KIND,
      eventId,
      agentLocale: call.locale,
      now,
    });
    return { eventId, offer: newOffer };
  }
  const payload = { locale: call.locale, to: await recipients(tx, row) };
  await tx
    .insert(jobs)
    .values({
      id: randomUUID(),
      kind: PAID_MAIL_KIND,
      bookingId: row.id,
      eventId,
      payload,
      nextRunAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
  return { eventId, offer: newOffer };
}

/** 409 with a code, as the change calls refuse. */
export const conflictWith = (code: ErrorCode, message: string, extras?: object) =>
  new ApiError(409, code, message, extras ? { extras: { ...extras } } : {});
