import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { agentCopyKind } from "../agency/booking-mail-jobs.ts";
import type { AppDeps } from "../context.ts";
import type { Db } from "../db/client.ts";
import type { Statement } from "../db/prepared.ts";
import { bookings } from "../db/schema/bookings.ts";
import { walletTransactions } from "../db/schema/wallet.ts";
import { PAID_MAIL_KIND, paidMailRecipients } from "../eticket/paid-mail.ts";
import { ApiError, type ErrorCode } from "../http/errors.ts";
import type { MailLocale } from "../mail/templates/locale.ts";
import { walletBalance } from "./ledger.ts";

/** What a successful payment reports; a repeated request gets the first payment's values. */
export interface PaymentResult {
  /** US cents taken from the wallet. */
  paid: number;
  bookingId: string;
  /** The wallet balance right after this payment. */
  balance: number;
  /** Where the e-ticket is mailed: the contact, and the account holder when another address. */
  eticketTo: string[];
}

// rpCode/rpMessage are what the booking app reads on a failed payment (spec section 8).
const paymentError = (
  status: 400 | 404 | 409,
  code: ErrorCode,
  rpCode: string,
  message: string,
  data?: object,
) =>
  new ApiError(status, code, message, { extras: { rpCode, rpMessage: message, ...(data ? { data } : {}) } });

/**
 * The whole payment as one statement, so one transaction without BEGIN and COMMIT round trips;
 * the e-ticket mail's job is part of it, so a booking is never paid without its mail to come.
 * An agent's booking's e-ticket goes to the customer alone, and the agent's copy (net, markup,
 * deposit) is a job of its own (docs/adr/0089).
 */
const payStatement: Statement = {
  name: "pay_booking_from_wallet_v4",
  text: `with claimed as (
      select total_cents from bookings
      where id = $1::text and user_id = $2::text and status = 'PENDING_PAYMENT'
        and hold_expires_at > $3::timestamptz
      for update),
    debited as (
      update wallets set balance = wallets.balance - claimed.total_cents, moves = wallets.moves + 1,
        updated_at = $3::timestamptz
      from claimed where wallets.user_id = $2::text and wallets.balance >= claimed.total_cents
      returning wallets.balance, wallets.moves, claimed.total_cents),
    paid as (
      update bookings set status = 'PAID', paid_at = $3::timestamptz
      from debited where bookings.id = $1::text
      returning bookings.id, nullif(trim(bookings.contact->>'email'), '') as contact_email,
        bookings.markup_cents is not null as for_customer),
    ledger as (
      insert into wallet_transactions (id, user_id, seq, type, amount, balance_after, booking_id, method, created_at)
      select $4::text, $2::text, debited.moves, 'PAYMENT', -debited.total_cents, debited.balance, $1::text,
        'wallet', $3::timestamptz
      from debited returning balance_after),
    mailed as (
      insert into jobs (id, kind, booking_id, payload, next_run_at, created_at)
      select $5::text, '${PAID_MAIL_KIND}', paid.id,
        jsonb_build_object('locale', $6::text, 'to', case
          when paid.contact_email is null then jsonb_build_array(users.email)
          when paid.for_customer or lower(paid.contact_email) = lower(users.email)
            then jsonb_build_array(paid.contact_email)
          else jsonb_build_array(paid.contact_email, users.email) end),
        $3::timestamptz, $3::timestamptz
      from paid join users on users.id = $2::text
      on conflict (kind, booking_id, event_id) do nothing
      returning payload->'to' as eticket_to),
    copied as (
      insert into jobs (id, kind, booking_id, payload, next_run_at, created_at)
      select $7::text, '${agentCopyKind(PAID_MAIL_KIND)}', paid.id,
        jsonb_build_object('locale', $6::text, 'to', jsonb_build_array(users.email)),
        $3::timestamptz, $3::timestamptz
      from paid join users on users.id = $2::text
      where paid.for_customer and paid.contact_email is not null
      on conflict (kind, booking_id, event_id) do nothing
      returning payload->'to' as copy_to)
    select (select total_cents from claimed) as required,
      (select balance_after from ledger) as balance,
      (select count(*) from paid) as paid,
      (select eticket_to || coalesce((select copy_to from copied), '[]'::jsonb) from mailed) as eticket_to,
      (select balance from wallets where user_id = $2::text) as available`,
};

/**
 * Pays a PENDING_PAYMENT booking of `userId` from their wallet in one statement, which is one
 * transaction: lock the booking while it is payable (PENDING_PAYMENT, hold not run out), take
 * the total from the wallet where balance ≥ total, then mark the booking PAID, write the
 * PAYMENT ledger row and enqueue the e-ticket mail (in `locale`) only if the wallet update
 * happened. Concurrent requests queue on the row locks and re-check the conditions, so a booking
 * is charged once and a balance never goes below zero, without read-then-write.
 * @throws ApiError 400 not enough balance, 404 unknown or not yours, 409 hold expired or cancelled.
 */
export async function payBookingFromWallet(
  deps: AppDeps,
  userId: string,
  bookingId: string,
  locale: MailLocale,
): Promise<PaymentResult> {
  const now = deps.now().toISOString();
  const { database } = deps;
  const params = [bookingId, userId, now, randomUUID(), randomUUID(), locale, randomUUID()];
  const [row] = await database.prepared(payStatement, params);
  if (row?.required == null) return explainUnpayable(database.db, userId, bookingId);
  const required = Number(row.required);
  if (row.balance == null || row.paid !== "1") {
    // Nothing was written: the booking stays PENDING_PAYMENT.
    const available = Number(row.available ?? 0);
    throw paymentError(400, "INSUFFICIENT_BALANCE", "BAD_REQUEST", "Not enough balance", {
      required,
      available,
      shortfall: required - available,
    });
  }
  const eticketTo = row.eticket_to
    ? (JSON.parse(row.eticket_to) as string[])
    : await paidMailRecipients(database.db, bookingId);
  return { paid: required, bookingId, balance: Number(row.balance), eticketTo };
}

/** Why the booking could not be claimed: already paid (answer as the first time), or an error. */
async function explainUnpayable(tx: Db, userId: string, bookingId: string): Promise<PaymentResult> {
  const [booking] = await tx
    .select({ status: bookings.status, total: bookings.totalCents })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!booking) throw paymentError(404, "NOT_FOUND", "NOT_FOUND", "Booking not found");
  if (booking.status === "CANCELLED")
    throw paymentError(409, "BOOKING_CANCELLED", "CONFLICT", "This booking has been cancelled");
  if (booking.status !== "PAID")
    throw paymentError(409, "HOLD_EXPIRED", "CONFLICT", "The booking hold has expired. Please book again.");
  const [payment] = await tx
    .select({ amount: walletTransactions.amount, balanceAfter: walletTransactions.balanceAfter })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.bookingId, bookingId), eq(walletTransactions.type, "PAYMENT")));
  const eticketTo = await paidMailRecipients(tx, bookingId);
  if (payment) return { paid: -payment.amount, bookingId, balance: payment.balanceAfter, eticketTo };
  // Paid some other way than the wallet: nothing was charged here.
  return { paid: booking.total, bookingId, balance: await walletBalance(tx, userId), eticketTo };
}
