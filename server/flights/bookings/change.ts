import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  type ChangeQuote,
  changeStillStands,
  quoteChange,
  readChangeQuoteId,
} from "../../../src/domain/change-quote.ts";
import { type FlightOffer, travellerCounts } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import type { AppDeps } from "../../context.ts";
import { bookingEvents, bookings } from "../../db/schema/bookings.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { wallets } from "../../db/schema/wallet.ts";
import { PAID_MAIL_KIND } from "../../eticket/paid-mail.ts";
import { ApiError } from "../../http/errors.ts";
import type { MailLocale } from "../../mail/templates/locale.ts";
import { creditWallet, type Tx, walletBalance } from "../../payments/ledger.ts";
import { decodeOfferId, type OfferKey } from "../offer-id.ts";
import type { MoveOutcome } from "../provider.ts";
import { ownRow, recipients } from "./cancel.ts";
import { bookedFamily, changeable } from "./change-offers.ts";
import { resolveLeftChanges } from "./left-changes.ts";
import { bookedSegments, type StoredRecord } from "./record.ts";

/** What a confirmed change answers (and an Idempotency-Key's retry answers again). */
export interface ChangeResult {
  bookingId: string;
  status: "PAID";
  changedAt: string;
  /** The offer the booking now holds. */
  offer: FlightOffer;
  /** US cents taken from the wallet (0 when the change was free). */
  charged: number;
  /** The wallet balance right after. */
  balance: number;
  quote: ChangeQuote;
}

const refusal = (code: string, message: string, extras?: object) =>
  new ApiError(409, code, message, extras ? { extras: { ...extras } } : {});
const badOffer = () =>
  new ApiError(400, "BAD_OFFER", "This is not a flight this booking can change to: search again", {
    fields: { offerId: "Not a change offer for this booking" },
  });

const flightsOf = (key: OfferKey) =>
  key.itineraries.map((leg) => leg.map((f) => `${f.flightNumber}@${f.date}`).join(","));
const ends = (offer: FlightOffer) =>
  offer.itineraries
    .map((it) => `${it.segments[0]?.departure.iataCode}-${it.segments.at(-1)?.arrival.iataCode}`)
    .join("~");

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

/**
 * Changes the caller's paid booking to the change offer `offerId` at the quote `quoteId`
 * accepted, in one transaction: the booking's row is locked, the offer priced again against the
 * locked seats (409 QUOTE_EXPIRED with the new quote when the total moved or the quote expired;
 * 409 OFFER_UNAVAILABLE when the flight is gone or full), the total taken from the wallet once
 * (a CHANGE ledger row; 400 INSUFFICIENT_BALANCE with the shortfall when short, nothing written),
 * the old seats given back and the new ones taken, the booking's offer and record replaced (its
 * id kept), a CHANGED event written with both flights and the money, and the e-ticket mail
 * queued again. `remember` stores an Idempotency-Key's answer in the same transaction.
 * @throws ApiError 400 BAD_QUOTE / BAD_OFFER / INSUFFICIENT_BALANCE, 404, 409 as change offers refuse, QUOTE_EXPIRED, OFFER_UNAVAILABLE.
 */
export async function changeBooking(
  deps: AppDeps,
  call: { userId: string; id: string; offerId: string; quoteId: string; locale: MailLocale },
  remember?: (tx: Tx, answer: ChangeResult) => Promise<void>,
): Promise<ChangeResult> {
  const accepted = readChangeQuoteId(call.quoteId);
  if (!accepted)
    throw new ApiError(400, "BAD_QUOTE", "This is not a change quote: choose a flight again", {
      fields: { quoteId: "Not a quote id" },
    });
  const key = decodeOfferId(call.offerId);
  if (!key) throw badOffer();
  const now = deps.now();
  const { result, moved } = await deps.database.db.transaction(async (tx) => {
    const row = await ownRow(tx, call.userId, call.id, true);
    const booked = changeable(deps, row, now);
    const family = bookedFamily(booked.offer, booked.key);
    const sameFlights = flightsOf(key).join("~") === flightsOf(booked.key).join("~");
    // A second change to the same offer (a double click with another key) finds it done.
    if (sameFlights) throw refusal("SAME_FLIGHTS", "The booking already holds these flights");
    if (
      key.cabin !== booked.key.cabin ||
      key.fareType !== booked.key.fareType ||
      (family !== null && key.fareFamily !== family) ||
      key.itineraries.length !== booked.key.itineraries.length
    )
      throw badOffer();
    const counts = travellerCounts(booked.offer);
    const offer = deps.flights.families(key, counts, now)?.find((o) => o.id === call.offerId);
    if (!offer || ends(offer) !== ends(booked.offer)) {
      if (offer) throw badOffer();
      throw refusal("OFFER_UNAVAILABLE", "This flight is no longer on sale: choose another");
    }
    const paid = toCents(booked.offer.price.grandTotal) ?? row.totalCents;
    const price = (newPrice: number) => {
      const quote = quoteChange({
        paid,
        newPrice,
        fee: booked.fee,
        refundsDifference: false,
        departsAt: booked.departsAt,
        now: now.getTime(),
      });
      if (typeof quote === "string") throw refusal("DEPARTED", "The first flight has already left");
      return quote;
    };
    const moved: MoveOutcome = await deps.flights.moveSeats(tx, row.id, offer, now);
    if (moved.kind === "unavailable" || moved.kind === "scheduleChanged")
      throw refusal("OFFER_UNAVAILABLE", "This flight is no longer on sale: choose another");
    const fresh = price(
      toCents((moved.kind === "moved" ? moved.held.offer : moved.offer).price.grandTotal) ?? 0,
    );
    if (moved.kind === "priceChanged" || !changeStillStands(accepted, fresh, now.getTime()))
      throw refusal(
        "QUOTE_EXPIRED",
        "The price of the change has moved: please look at it and confirm again",
        {
          quote: fresh,
        },
      );
    const charged = Math.max(0, fresh.total);
    // The wallet row locked before reading: a payment racing this one waits, and the balance read stands.
    const [wallet] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.userId, row.userId))
      .for("update");
    const available = wallet?.balance ?? 0;
    if (charged > available)
      throw new ApiError(
        400,
        "INSUFFICIENT_BALANCE",
        "Not enough balance: top up the wallet and confirm again",
        {
          extras: { required: charged, available, shortfall: charged - available },
        },
      );
    const ledger =
      charged > 0
        ? await creditWallet(tx, {
            userId: row.userId,
            amount: -charged,
            type: "CHANGE",
            now,
            bookingId: row.id,
            method: "wallet",
          })
        : null;
    const newOffer = moved.held.offer;
    const record = row.record as StoredRecord;
    const legs = bookedSegments(newOffer, record.pnrs);
    const legCents = moved.held.directions.map((d) => d.totalCents);
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
        totalCents: row.totalCents + charged,
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
        paid: fresh.paid,
        newPrice: fresh.newPrice,
        fareDifference: fresh.fareDifference,
        changeFee: fresh.changeFee,
        charged,
      },
      ledgerId: ledger?.transaction.id ?? null,
    });
    // An airline's change of a flight the booking has just left no longer applies to it.
    await resolveLeftChanges(tx, row.id, key, now);
    // The e-ticket mail again, with the new flights, in the page's language: a job of its own,
    // keyed by the change's event (ADR 0078), so each change mails the ticket as it stands once.
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
    const balance = ledger?.balance ?? (await walletBalance(tx, row.userId));
    const result: ChangeResult = {
      bookingId: row.id,
      status: "PAID",
      changedAt: now.toISOString(),
      offer: newOffer,
      charged,
      balance,
      quote: fresh,
    };
    await remember?.(tx, result);
    return { result, moved };
  });
  deps.flights.seatsMoved(moved.taken, moved.returned);
  deps.jobs.kick();
  return result;
}
