import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/password.ts";
import { forgetSessions } from "../../auth/sessions.ts";
import type { AppDeps } from "../../context.ts";
import { passwordResets, sessions, users } from "../../db/schema/accounts.ts";
import { ApiError } from "../../http/errors.ts";
import { mailLocale } from "../../mail/templates/locale.ts";
import { passwordResetMail } from "../../mail/templates/password-reset.ts";

/** A code is good for 10 minutes (contract) and 5 guesses. */
export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_TRIES = 5;
export const INVALID_CODE = "Invalid or expired code";
const invalidCode = () => new ApiError(400, "INVALID_CODE", INVALID_CODE);

// Keyed with the server secret: a leaked table alone does not give away 6-digit codes.
const hashCode = (secret: string, resetId: string, code: string) =>
  createHmac("sha256", secret).update(`${resetId}:${code}`).digest();

/**
 * Makes a fresh 6-digit code for `email` when an account has it, replacing any earlier code,
 * and mails it in the user's language. Unknown e-mails do nothing, and the caller answers the
 * same either way. A mail failure is logged rather than answered, for the same reason.
 */
export async function sendResetCode(deps: AppDeps, email: string): Promise<void> {
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const now = deps.now();
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    // One code per user: the new one replaces any earlier, used or not (which also keeps the
    // table from growing).
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.insert(passwordResets).values({
      id,
      userId: user.id,
      codeHash: hashCode(deps.jwtSecret, id, code).toString("hex"),
      expiresAt: new Date(now.getTime() + RESET_CODE_MINUTES * 60_000),
      createdAt: now,
    });
  });
  const mail = passwordResetMail(mailLocale(user.locale), {
    name: user.name,
    code,
    minutes: RESET_CODE_MINUTES,
  });
  await deps.mailer
    .send({ to: user.email, ...mail })
    .then(() => deps.log.info("password reset code sent", { userId: user.id }))
    .catch((err: unknown) =>
      deps.log.error("password reset mail failed", { userId: user.id, error: String(err) }),
    );
}

/**
 * Checks `code` for `email` and sets the new password. Each check spends one of the code's
 * tries first (an atomic increment), so parallel guesses cannot exceed five. Success uses the
 * code up and signs the account out everywhere.
 * @throws ApiError 400 `Invalid or expired code` for an unknown e-mail, a wrong, used,
 * expired or exhausted code alike.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { email: string; otp: string; newPassword: string },
): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!user) throw invalidCode();
  const live = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, RESET_CODE_TRIES),
      ),
    )
    .returning({ id: passwordResets.id, codeHash: passwordResets.codeHash });
  const match = live.find((row) => {
    const expected = Buffer.from(row.codeHash, "hex");
    const given = hashCode(deps.jwtSecret, row.id, input.otp);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!match) throw invalidCode();

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Conditional, so two requests racing with the right code reset the password once.
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, match.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) throw invalidCode();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
  forgetSessions(deps, { userId: user.id });
  deps.log.info("password reset", { userId: user.id });
}
