import { randomUUID } from "node:crypto";
import { and, eq, gt, gte, sql } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import { bookings } from "../db/schema/bookings.ts";
import { wallets, walletTransactions } from "../db/schema/wallet.ts";
import { ApiError } from "../http/errors.ts";
import { type Tx, walletBalance } from "./ledger.ts";

/** What a successful payment reports; a repeated request gets the first payment's values. */
export interface PaymentResult {
  /** US cents taken from the wallet. */
  paid: number;
  bookingId: string;
  /** The wallet balance right after this payment. */
  balance: number;
}

// rpCode/rpMessage are what the booking app reads on a failed payment (spec section 8).
const paymentError = (
  status: 400 | 404 | 409,
  code: string,
  rpCode: string,
  message: string,
  data?: object,
) =>
  new ApiError(status, code, message, { extras: { rpCode, rpMessage: message, ...(data ? { data } : {}) } });

/**
 * Pays a PENDING_PAYMENT booking of `userId` from their wallet, in one transaction of two
 * conditional updates (booking PENDING_PAYMENT → PAID, then balance ≥ total → balance − total)
 * and one ledger row. Concurrent requests queue on the row locks and re-check the conditions, so
 * a booking is charged once and a balance never goes below zero, without read-then-write.
 * @throws ApiError 400 not enough balance, 404 unknown or not yours, 409 hold expired or cancelled.
 */
export async function payBookingFromWallet(
  deps: AppDeps,
  userId: string,
  bookingId: string,
): Promise<PaymentResult> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(bookings)
      .set({ status: "PAID", paidAt: now })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.userId, userId),
          eq(bookings.status, "PENDING_PAYMENT"),
          gt(bookings.holdExpiresAt, now),
        ),
      )
      .returning({ total: bookings.totalCents });
    if (!claimed) return explainUnpayable(tx, userId, bookingId);

    const required = claimed.total;
    const [wallet] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - ${required}`, updatedAt: now })
      .where(and(eq(wallets.userId, userId), gte(wallets.balance, required)))
      .returning({ balance: wallets.balance });
    if (!wallet) {
      // Throwing rolls the booking back to PENDING_PAYMENT.
      const available = await walletBalance(tx, userId);
      throw paymentError(400, "INSUFFICIENT_BALANCE", "BAD_REQUEST", "Not enough balance", {
        required,
        available,
        shortfall: required - available,
      });
    }
    await tx.insert(walletTransactions).values({
      id: randomUUID(),
      userId,
      type: "PAYMENT",
      amount: -required,
      balanceAfter: wallet.balance,
      bookingId,
      method: "wallet",
      createdAt: now,
    });
    return { paid: required, bookingId, balance: wallet.balance };
  });
}

/** Why the booking could not be claimed: already paid (answer as the first time), or an error. */
async function explainUnpayable(tx: Tx, userId: string, bookingId: string): Promise<PaymentResult> {
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
  if (payment) return { paid: -payment.amount, bookingId, balance: payment.balanceAfter };
  // Paid some other way than the wallet: nothing was charged here.
  return { paid: booking.total, bookingId, balance: await walletBalance(tx, userId) };
}
