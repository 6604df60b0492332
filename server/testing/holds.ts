import { and, eq } from "drizzle-orm";
import { bookings } from "../db/schema/bookings.ts";
import type { TestContext } from "./harness.ts";

/**
 * Ends the unpaid holds of `userId` at the test clock's now, as their 30 minutes would, so that a
 * file's one account can book past UNPAID_HOLDS_PER_ACCOUNT. Their seats stay held (no expiry job
 * runs in tests), as before the limit.
 * @example afterEach(() => endUnpaidHolds(t, me.user.id));
 */
export async function endUnpaidHolds(t: TestContext, userId: string): Promise<void> {
  await t.database.db
    .update(bookings)
    .set({ holdExpiresAt: t.deps.now() })
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "PENDING_PAYMENT")));
}
