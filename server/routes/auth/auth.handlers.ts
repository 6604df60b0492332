import type { RouteHandler } from "@hono/zod-openapi";
import { and, eq, lt } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { forgetSessions, issueSession, toPublicUser } from "../../auth/sessions.ts";
import type { AppEnv } from "../../context.ts";
import { sessions, users } from "../../db/schema/accounts.ts";
import { rateSubject } from "../../http/client-address.ts";
import { ApiError } from "../../http/errors.ts";
import { assertWithinLimit, consumeLimit, recordAttempt } from "../../rate-limit.ts";
import type { forgotPassword, login, logout, resetPassword } from "./auth.routes.ts";
import { resetPassword as applyReset, sendResetCode } from "./password-reset.ts";

// Checked when the e-mail is unknown, so that answer takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword("decoy password, never matches");
  return decoyHash;
};

/** POST /auth/login: a 2-hour token; failures count toward the per e-mail and per IP limit. */
export const loginHandler: RouteHandler<typeof login, AppEnv> = async (c) => {
  const { email, password } = c.req.valid("json");
  const { deps } = c.var;
  const who = rateSubject(c, email);
  await assertWithinLimit(deps.rateLimits.loginFailures, who);
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (!user || !ok) {
    await recordAttempt(deps.rateLimits.loginFailures, who);
    throw new ApiError(401, "INVALID_CREDENTIALS", "Invalid email or password");
  }
  const session = await issueSession(deps, user.id);
  // Expired sessions can never authenticate again; dropping them here keeps the table small.
  await deps.database.db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, deps.now())));
  return c.json(
    {
      success: true as const,
      message: "Login successful" as const,
      jwt: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: toPublicUser(user),
    },
    200,
  );
};

/** POST /auth/logout: revokes this token's session until it would have expired anyway. */
export const logoutHandler: RouteHandler<typeof logout, AppEnv> = async (c) => {
  const { deps } = c.var;
  const jti = c.get("auth")?.jti ?? "";
  await deps.database.db.update(sessions).set({ revokedAt: deps.now() }).where(eq(sessions.jti, jti));
  forgetSessions(deps, { jti });
  return c.json({ success: true as const, message: "Logged out" }, 200);
};

/** POST /auth/forgot-password: always the same 200, so it never tells who has an account. */
export const forgotPasswordHandler: RouteHandler<typeof forgotPassword, AppEnv> = async (c) => {
  const { email } = c.req.valid("json");
  const { deps } = c.var;
  await consumeLimit(deps.rateLimits.forgotPassword, rateSubject(c, email));
  await sendResetCode(deps, email);
  return c.json({ success: true as const, message: "OTP code has been sent to your email" as const }, 200);
};

/** POST /auth/reset-password: the code's 5 tries are counted in the database, per code. */
export const resetPasswordHandler: RouteHandler<typeof resetPassword, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const { deps } = c.var;
  await consumeLimit(deps.rateLimits.resetPassword, rateSubject(c, body.email));
  await applyReset(deps, body);
  return c.json({ success: true as const, message: "Your password has been reset. Please sign in." }, 200);
};
