import type { HotTransaction, Statement } from "../../db/prepared.ts";
import { ApiError } from "../../http/errors.ts";

/**
 * How many unpaid bookings one account may hold at once. A traveller pays a booking before the
 * next; one account held 30 in a row, and six took a whole cabin off sale for 30 minutes.
 */
export const UNPAID_HOLDS_PER_ACCOUNT = 3;

/** The refusal, in the words the booking app shows (its Myanmar text is keyed by the code). */
export const unpaidHoldsMessage = (holdMinutes: number) =>
  `You already have ${UNPAID_HOLDS_PER_ACCOUNT} bookings waiting for payment. Pay for one, or wait for its ` +
  `${holdMinutes}-minute hold to end, before booking again.`;

// The account's row lock queues its bookings (in every process), so the count below is exact;
// NO KEY UPDATE, so rows that reference the user (its bookings, its payments) are not blocked.
const lockAccount: Statement = {
  name: "lock_account_for_holds_v1",
  text: "select 1 from users where id = $1::text for no key update",
};
const countHolds: Statement = {
  name: "count_unpaid_holds_v1",
  text: `select count(*) as holds from bookings
    where user_id = $1::text and status = 'PENDING_PAYMENT' and hold_expires_at > $2::timestamptz`,
};

/**
 * Inside the booking's transaction: refuses a booking while the account holds
 * {@link UNPAID_HOLDS_PER_ACCOUNT} unpaid bookings whose hold has not run out. One round trip on
 * PGlite (the lock travels with the count).
 * @throws ApiError 409 `UNPAID_HOLDS_LIMIT`.
 */
export async function assertHoldAllowed(
  tx: HotTransaction,
  userId: string,
  now: Date,
  holdMinutes: number,
): Promise<void> {
  tx.defer(lockAccount, [userId]);
  const [row] = await tx.query(countHolds, [userId, now.toISOString()]);
  if (Number(row?.holds ?? 0) >= UNPAID_HOLDS_PER_ACCOUNT)
    throw new ApiError(409, "UNPAID_HOLDS_LIMIT", unpaidHoldsMessage(holdMinutes), {
      extras: { holdsLimit: UNPAID_HOLDS_PER_ACCOUNT },
    });
}
