import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import { users } from "../db/schema/accounts.ts";
import { eticketMails } from "../db/schema/bookings.ts";
import { ApiError } from "../http/errors.ts";

/**
 * How often e-tickets are mailed: a booking's at most 5 times and an account's at most 20 in any
 * 24 hours. The mail goes to the booking's free-text contact address, so without a limit the
 * call mailed a stranger as often as it was called; these leave a traveller several resends.
 */
export const ETICKET_MAILS = { perBooking: 5, perAccount: 20, windowHours: 24 } as const;

const WINDOW_MS = ETICKET_MAILS.windowHours * 3600_000;

const limited = (message: string, oldest: Date | undefined, now: Date) =>
  new ApiError(429, "ETICKET_MAIL_LIMIT", message, {
    headers: {
      "Retry-After": String(
        Math.max(1, Math.ceil(((oldest?.getTime() ?? 0) + WINDOW_MS - now.getTime()) / 1000)),
      ),
    },
  });

/**
 * Counts one e-ticket mail of `bookingId` for `userId` before it is sent, within the limits of
 * {@link ETICKET_MAILS}. The user's row is locked while counting, so concurrent requests (in any
 * process) cannot all slip under a limit. Answers `release`, to give the mail back when the send
 * failed.
 * @throws ApiError 429 `ETICKET_MAIL_LIMIT` with Retry-After when a limit is reached.
 */
export async function reserveETicketMail(
  deps: Pick<AppDeps, "database" | "now">,
  userId: string,
  bookingId: string,
): Promise<{ release: () => Promise<void> }> {
  const { db } = deps.database;
  const now = deps.now();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // NO KEY UPDATE: queues this account's sends without blocking rows that reference the user.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    const recent = await tx
      .select({ bookingId: eticketMails.bookingId, sentAt: eticketMails.sentAt })
      .from(eticketMails)
      .where(
        and(eq(eticketMails.userId, userId), gt(eticketMails.sentAt, new Date(now.getTime() - WINDOW_MS))),
      )
      .orderBy(asc(eticketMails.sentAt));
    const ofBooking = recent.filter((mail) => mail.bookingId === bookingId);
    const { perBooking, perAccount, windowHours } = ETICKET_MAILS;
    if (ofBooking.length >= perBooking)
      throw limited(
        `This e-ticket has already been e-mailed ${perBooking} times in the last ${windowHours} hours. ` +
          "You can download it from your booking, or ask again later.",
        ofBooking[ofBooking.length - perBooking]?.sentAt,
        now,
      );
    if (recent.length >= perAccount)
      throw limited(
        `${perAccount} e-tickets have been e-mailed for your account in the last ${windowHours} hours. ` +
          "You can download them from your bookings, or ask again later.",
        recent[recent.length - perAccount]?.sentAt,
        now,
      );
    await tx.insert(eticketMails).values({ id, bookingId, userId, sentAt: now });
  });
  return {
    release: async () => {
      await db.delete(eticketMails).where(eq(eticketMails.id, id));
    },
  };
}

/** Deletes mail records past the limits' window (the periodic job). */
export async function forgetOldETicketMails(deps: Pick<AppDeps, "database" | "now">): Promise<void> {
  const before = new Date(deps.now().getTime() - WINDOW_MS);
  await deps.database.db.delete(eticketMails).where(lt(eticketMails.sentAt, before));
}
