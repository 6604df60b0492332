import type { HotTransaction, Statement } from "../../db/prepared.ts";
import type { LiveBooking } from "./same-booking.ts";

// The account's row lock queues its bookings (in every process), so what the read below sees
// stays true until this booking commits: two identical requests cannot both pass its checks.
// NO KEY UPDATE, so rows that reference the user (its bookings, its payments) are not blocked.
const lockAccount: Statement = {
  name: "lock_account_for_holds_v1",
  text: "select 1 from users where id = $1::text for no key update",
};

// Held (hold not run out) or paid bookings with a segment on one of the flights ($3: a JSON array
// of "<flight number> <departure date>"), newest first; an empty array finds none. A segment of
// any leg: a multi-city booking's are in `legs` (an array of legs), older bookings have only
// `outbound` and `return`.
const readAccount: Statement = {
  name: "account_bookings_v2",
  text: `select
    (select count(*) from bookings
      where user_id = $1::text and status = 'PENDING_PAYMENT' and hold_expires_at > $2::timestamptz) as holds,
    (select coalesce(json_agg(json_build_object('id', b.id, 'status', b.status, 'passengers', b.passengers)
        order by b.created_at desc, b.id desc), '[]'::json)
      from bookings b
      where b.user_id = $1::text
        and (b.status = 'PAID' or (b.status = 'PENDING_PAYMENT' and b.hold_expires_at > $2::timestamptz))
        and exists (
          select 1 from jsonb_array_elements(
            (b.record -> 'outbound') || (b.record -> 'return') || jsonb_path_query_array(b.record, '$.legs[*][*]')) s
          where (s ->> 'flightNumber') || ' ' || left(s ->> 'departureAt', 10)
            in (select jsonb_array_elements_text($3::jsonb)))) as live`,
};

/** What a new booking is checked against: the account's unpaid holds and its live bookings of the flights. */
export interface AccountBookings {
  /** Unpaid bookings whose hold has not run out. */
  holds: number;
  /** Held or paid bookings on one of `flightDays`, newest first. */
  live: LiveBooking[];
}

/**
 * Inside the booking's transaction: locks the account (until COMMIT) and reads its bookings at
 * `now`. One round trip on PGlite (the lock travels with the read).
 * @param flightDays "<flight number> <YYYY-MM-DD>" of each flight booked (./same-booking.ts), or none.
 */
export async function lockAccountBookings(
  tx: HotTransaction,
  userId: string,
  now: Date,
  flightDays: string[],
): Promise<AccountBookings> {
  tx.defer(lockAccount, [userId]);
  const [row] = await tx.query(readAccount, [userId, now.toISOString(), JSON.stringify(flightDays)]);
  return { holds: Number(row?.holds ?? 0), live: JSON.parse(row?.live ?? "[]") as LiveBooking[] };
}
