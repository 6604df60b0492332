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

/**
 * Refuses a booking while the account holds {@link UNPAID_HOLDS_PER_ACCOUNT} unpaid bookings
 * whose hold has not run out (`holds`, counted under the account's lock: ./account-bookings.ts).
 * @throws ApiError 409 `UNPAID_HOLDS_LIMIT`.
 */
export function assertHoldAllowed(holds: number, holdMinutes: number): void {
  if (holds >= UNPAID_HOLDS_PER_ACCOUNT)
    throw new ApiError(409, "UNPAID_HOLDS_LIMIT", unpaidHoldsMessage(holdMinutes), {
      extras: { holdsLimit: UNPAID_HOLDS_PER_ACCOUNT },
    });
}
