import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  type CancellationQuote,
  cancellationRules,
  quoteCancellation,
  quoteStillStands,
  readQuoteId,
} from "../../../src/domain/cancellation.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { enqueueAgentBookingMails } from "../../agency/booking-mail-jobs.ts";
import type { AppDeps } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { bookingEvents, bookings } from "../../db/schema/bookings.ts";
import { jobs } from "../../db/schema/jobs.ts";
import { ApiError, type ErrorCode, notFound } from "../../http/errors.ts";
import type { MailLocale } from "../../mail/templates/locale.ts";
import { creditWallet, type Tx, walletBalance } from "../../payments/ledger.ts";
import { CANCEL_MAIL_KIND, type CancelReason } from "./cancel-mail.ts";
import { closeOpenChanges } from "./close-changes.ts";

type BookingRow = typeof bookings.$inferSelect;

/** What a confirmed cancellation answers (and an Idempotency-Key's retry answers again). */
export interface CancellationResult {
  bookingId: string;
  status: "CANCELLED";
  cancelledAt: string;
  /** US cents put back in the wallet (0 for a non-refundable fare). */
  refund: number;
  /** The wallet balance right after the refund. */
  balance: number;
  quote: CancellationQuote;
}

const refusal = (code: ErrorCode, message: string, extras?: object) =>
  new ApiError(409, code, message, extras ? { extras: { ...extras } } : {});

/**
 * The quote for cancelling `row` at `now`, or the 409 explaining why it cannot be cancelled:
 * already cancelled, not paid, or its first flight has left.
 */
function priceCancellation(deps: Pick<AppDeps, "flights">, row: BookingRow, now: Date): CancellationQuote {
  if (row.status === "CANCELLED") throw refusal("ALREADY_CANCELLED", "This booking is already cancelled");
  if (row.status !== "PAID")
    throw refusal("NOT_PAID", "Only a paid booking can be cancelled", { status: row.status });
  const offer = row.offer as FlightOffer;
  const departsAt = deps.flights.departsAt(offer.id);
  const quote =
    departsAt === null
      ? "DEPARTED"
      : quoteCancellation({
          paid: row.totalCents,
          rules: cancellationRules(offer),
          departsAt,
          now: now.getTime(),
        });
  if (quote === "DEPARTED")
    throw refusal("DEPARTED", "The first flight has already left: it can no longer be cancelled");
  return quote;
}

/** The caller's booking row (locked `for update` when asked); another user's answers 404 as an unknown id. */
export async function ownRow(db: Db | Tx, userId: string, id: string, lock: boolean): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  // Another user's booking answers as an unknown id does.
  if (!row) throw notFound("Booking not found");
  return row;
}

/**
 * What cancelling the caller's booking now would put back in the wallet. Changes nothing.
 * @throws ApiError 404 unknown or not yours, 409 already cancelled, not paid, or departed.
 */
export async function quoteBookingCancellation(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<CancellationQuote> {
  return priceCancellation(deps, await ownRow(deps.database.db, userId, id, false), deps.now());
}

/**
 * Where a customer's booking's cancellation or changed e-ticket mail goes: the booking's contact,
 * and the account holder when another address. An agent's booking's mails are enqueued by
 * server/agency/booking-mail-jobs.ts instead (the customer's and the agent's copy, docs/adr/0089);
 * here they would go to the agent alone.
 */
export async function recipients(tx: Tx, row: BookingRow): Promise<string[]> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  const contactEmail = String((row.contact as { email?: unknown }).email ?? "").trim();
  const account = user?.email ?? "";
  if (!contactEmail || row.markupCents !== null) return [account];
  return contactEmail.toLowerCase() === account.toLowerCase() ? [contactEmail] : [contactEmail, account];
}

/**
 * Cancels the locked paid booking `row` at `quote` inside `tx` (the caller locked the row and
 * priced the quote): it becomes CANCELLED with the refund, its seats go back on sale, its open
 * schedule changes are resolved (REFUNDED when `reason` is the airline's change, else CANCELLED), the refund
 * is credited to the wallet (one REFUND row; none when 0), a CANCELLED event records the money
 * (with `reason` when the airline's change caused it) and the cancellation mail is enqueued once.
 * Answers the result and the seats returned, for `seatsReturned` once `tx` committed.
 */
export async function cancelLocked(
  deps: AppDeps,
  tx: Tx,
  call: { row: BookingRow; quote: CancellationQuote; now: Date; locale: MailLocale; reason?: CancelReason },
) {
  const { row, quote, now } = call;
  await tx
    .update(bookings)
    .set({ status: "CANCELLED", cancelledAt: now, refundCents: quote.refund })
    .where(eq(bookings.id, row.id));
  const returned = await deps.flights.releaseSeats(tx, row.id, now);
  // A cancelled booking keeps no airline change waiting for an answer.
  await closeOpenChanges(tx, row.id, call.reason === "SCHEDULE_CHANGE" ? "REFUNDED" : "CANCELLED", now);
  const credited =
    quote.refund > 0
      ? await creditWallet(tx, {
          userId: row.userId,
          amount: quote.refund,
          type: "REFUND",
          now,
          bookingId: row.id,
          method: "wallet",
        })
      : null;
  await tx.insert(bookingEvents).values({
    id: randomUUID(),
    bookingId: row.id,
    kind: "CANCELLED",
    at: now,
    money: {
      ...(call.reason ? { reason: call.reason } : {}),
      quoteKind: quote.kind,
      noShow: quote.noShow,
      paid: quote.paid,
      refundFee: quote.refundFee,
      noShowFee: quote.noShowFee,
      refund: quote.refund,
    },
    ledgerId: credited?.transaction.id ?? null,
  });
  if (row.markupCents !== null)
    // An agent's booking: the customer is told without the agent's money, the agent with it (ADR 0089).
    await enqueueAgentBookingMails(tx, {
      booking: row,
      kind: CANCEL_MAIL_KIND,
      eventId: "",
      agentLocale: call.locale,
      now,
    });
  else
    await tx
      .insert(jobs)
      .values({
        id: randomUUID(),
        kind: CANCEL_MAIL_KIND,
        bookingId: row.id,
        payload: { locale: call.locale, to: await recipients(tx, row) },
        nextRunAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
  const balance = credited?.balance ?? (await walletBalance(tx, row.userId));
  const result: CancellationResult = {
    bookingId: row.id,
    status: "CANCELLED",
    cancelledAt: now.toISOString(),
    refund: quote.refund,
    balance,
    quote,
  };
  return { result, returned };
}

/**
 * Cancels the caller's paid booking at the quote `quoteId` accepted, in one transaction: the
 * booking's row is locked, the quote priced again (409 QUOTE_EXPIRED with the new quote when it
 * no longer stands), then the booking becomes CANCELLED with its refund, its seats go back on
 * sale, the refund is credited to the wallet (one REFUND row; none when 0), a CANCELLED event
 * records the money, and the cancellation mail is enqueued (once per booking). Concurrent
 * cancellations queue on the booking's lock: the second finds it cancelled (409).
 * `remember` stores an Idempotency-Key's answer in the same transaction.
 * @throws ApiError 400 a quote id we did not write, 404, 409 as {@link quoteBookingCancellation} or QUOTE_EXPIRED.
 */
export async function cancelBooking(
  deps: AppDeps,
  call: { userId: string; id: string; quoteId: string; locale: MailLocale },
  remember?: (tx: Tx, answer: CancellationResult) => Promise<void>,
): Promise<CancellationResult> {
  const accepted = readQuoteId(call.quoteId);
  if (!accepted)
    throw new ApiError(400, "BAD_QUOTE", "This is not a cancellation quote: ask for a quote first", {
      fields: { quoteId: "Not a quote id" },
    });
  const now = deps.now();
  const { result, returned } = await deps.database.db.transaction(async (tx) => {
    const row = await ownRow(tx, call.userId, call.id, true);
    const quote = priceCancellation(deps, row, now);
    if (!quoteStillStands(accepted, quote, now.getTime()))
      throw refusal(
        "QUOTE_EXPIRED",
        "The quote has changed: please look at the new quote and confirm again",
        {
          quote,
        },
      );
    const { result, returned } = await cancelLocked(deps, tx, { row, quote, now, locale: call.locale });
    await remember?.(tx, result);
    return { result, returned };
  });
  deps.flights.seatsReturned(returned);
  // Send the mail now, without making the answer wait.
  deps.jobs.kick();
  return result;
}
