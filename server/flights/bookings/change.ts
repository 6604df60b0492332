import { eq } from "drizzle-orm";
import {
  type ChangeQuote,
  changeStillStands,
  quoteChange,
  readChangeQuoteId,
} from "../../../src/domain/change-quote.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { toCents } from "../../../src/domain/money.ts";
import type { AppDeps } from "../../context.ts";
import { wallets } from "../../db/schema/wallet.ts";
import { ApiError } from "../../http/errors.ts";
import type { MailLocale } from "../../mail/templates/locale.ts";
import { creditWallet, type Tx, walletBalance } from "../../payments/ledger.ts";
import { decodeOfferId } from "../offer-id.ts";
import type { MoveOutcome } from "../provider.ts";
import { ownRow } from "./cancel.ts";
import { changeable } from "./change-offers.ts";
import { resolveLeftChanges } from "./left-changes.ts";
import { conflictWith, rebookLocked, sameTripOffer } from "./rebook.ts";

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

const refusal = conflictWith;
const badOffer = () =>
  new ApiError(400, "BAD_OFFER", "This is not a flight this booking can change to: search again", {
    fields: { offerId: "Not a change offer for this booking" },
  });

/**
 * Changes the caller's paid booking to the change offer `offerId` at the quote `quoteId`
 * accepted, in one transaction: the booking's row is locked, the offer priced again against the
 * locked seats (409 QUOTE_EXPIRED with the new quote when the total moved or the quote expired;
 * 409 OFFER_UNAVAILABLE when the flight is gone or full), the total taken from the wallet once
 * (a CHANGE ledger row; 400 INSUFFICIENT_BALANCE with the shortfall when short, nothing written),
 * the old seats given back and the new ones taken, the booking's offer and record replaced (its
 * id kept), a CHANGED event written with both flights and the money, and the e-ticket mail
 * queued again. `remember` stores an Idempotency-Key's answer in the same transaction.
 * A multi-city trip's offer must keep its legs in order (422 LEGS_OUT_OF_ORDER); its fee is the
 * changed legs' share.
 * @throws ApiError 400 BAD_QUOTE / BAD_OFFER / INSUFFICIENT_BALANCE, 404, 409 as change offers refuse, QUOTE_EXPIRED, OFFER_UNAVAILABLE, 422 LEGS_OUT_OF_ORDER.
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
    const offer = sameTripOffer(deps, booked, call.offerId, key, now);
    // A second change to the same offer (a double click with another key) finds it done.
    if (offer === "SAME_FLIGHTS") throw refusal("SAME_FLIGHTS", "The booking already holds these flights");
    if (offer === "NOT_SAME_TRIP") throw badOffer();
    if (offer === "UNAVAILABLE")
      throw refusal("OFFER_UNAVAILABLE", "This flight is no longer on sale: choose another");
    // A multi-city trip's legs stay in order: each leaves a connection's time after the previous lands.
    if (booked.multiCity && !deps.flights.legsInOrder(offer.id))
      throw new ApiError(422, "LEGS_OUT_OF_ORDER", "A flight leaves before the previous one has landed", {
        fields: { offerId: "Legs out of order" },
      });
    const paid = toCents(booked.offer.price.grandTotal) ?? row.totalCents;
    const price = (newPrice: number) => {
      const quote = quoteChange({
        paid,
        newPrice,
        fee: booked.feeFor(key),
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
    const { offer: newOffer } = await rebookLocked(tx, {
      row,
      booked,
      moved,
      charged,
      ledgerId: ledger?.transaction.id ?? null,
      money: {
        paid: fresh.paid,
        newPrice: fresh.newPrice,
        fareDifference: fresh.fareDifference,
        changeFee: fresh.changeFee,
      },
      keepLegCents: false,
      locale: call.locale,
      now,
    });
    // An airline's change of a flight the booking has just left no longer applies to it.
    await resolveLeftChanges(tx, row.id, key, now);
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
