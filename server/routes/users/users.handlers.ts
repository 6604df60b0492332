import { randomUUID } from "node:crypto";
import type { RouteHandler } from "@hono/zod-openapi";
import { and, eq, isNull, ne } from "drizzle-orm";
import {
  isSamePassword,
  PASSWORD_SAME,
  PASSWORDS_DO_NOT_MATCH,
  passwordsMatch,
} from "../../../src/domain/account-rules.ts";
import { hashPassword, verifyPassword } from "../../auth/password.ts";
import { forgetSessions, toPublicUser } from "../../auth/sessions.ts";
import type { AppEnv } from "../../context.ts";
import { passwordResets, sessions, users } from "../../db/schema/accounts.ts";
import { assertSelf } from "../../http/auth.ts";
import { rateSubject } from "../../http/client-address.ts";
import { ApiError, validationFailed } from "../../http/errors.ts";
import { localeFromHeader } from "../../mail/templates/locale.ts";
import { assertWithinLimit, consumeLimit, recordAttempt } from "../../rate-limit.ts";
import type { changePassword, currentUser, register, updateProfile } from "./users.routes.ts";

/** POST /users/register: 201 with the new user, 409 when the e-mail is taken. */
export const registerHandler: RouteHandler<typeof register, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  if (!passwordsMatch(body.password, body.confirmPassword)) {
    throw validationFailed(PASSWORDS_DO_NOT_MATCH, { confirmPassword: PASSWORDS_DO_NOT_MATCH });
  }
  const { deps } = c.var;
  await consumeLimit(deps.rateLimits.register, rateSubject(c, body.email));
  const now = deps.now();
  // The unique index decides, so two racing registrations cannot both succeed.
  const [user] = await deps.database.db
    .insert(users)
    .values({
      id: randomUUID(),
      name: body.name,
      email: body.email,
      phoneNumber: body.phoneNumber,
      passwordHash: await hashPassword(body.password),
      isAgent: body.isAgent,
      locale: localeFromHeader(c.req.header("accept-language")),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new ApiError(409, "EMAIL_TAKEN", "An account with this email already exists");
  deps.log.info("user registered", { userId: user.id, isAgent: user.isAgent });
  return c.json(
    {
      success: true as const,
      message: "Registration successful" as const,
      data: { user: toPublicUser(user) },
    },
    201,
  );
};

/** GET /users/current-user/{userId}: yourself only. */
export const currentUserHandler: RouteHandler<typeof currentUser, AppEnv> = async (c) => {
  const user = assertSelf(c, c.req.valid("param").userId);
  return c.json(
    { success: true as const, message: "User fetched successfully" as const, data: toPublicUser(user) },
    200,
  );
};

/** PATCH /users/{userId}: name and phone number; e-mail is the sign-in name and stays. */
export const updateProfileHandler: RouteHandler<typeof updateProfile, AppEnv> = async (c) => {
  const self = assertSelf(c, c.req.valid("param").userId);
  const changes = c.req.valid("json");
  const { deps } = c.var;
  const [user] = await deps.database.db
    .update(users)
    .set({ ...changes, updatedAt: deps.now() })
    .where(eq(users.id, self.id))
    .returning();
  if (!user) throw new ApiError(401, "UNAUTHORIZED", "Invalid or expired token");
  // Cached sessions carry the user row: the next request reads the new name.
  forgetSessions(deps, { userId: user.id });
  return c.json({ success: true as const, message: "Profile updated", data: toPublicUser(user) }, 200);
};

/**
 * POST /users/{userId}/password: checks the current password, stores the new one, revokes
 * every other session (a stolen token stops working) and retires unused reset codes; the caller
 * stays signed in.
 */
export const changePasswordHandler: RouteHandler<typeof changePassword, AppEnv> = async (c) => {
  const self = assertSelf(c, c.req.valid("param").userId);
  const { currentPassword, newPassword } = c.req.valid("json");
  const { deps } = c.var;
  // Wrong current passwords count as failed logins: a stolen token must not allow guessing.
  const who = rateSubject(c, self.email);
  await assertWithinLimit(deps.rateLimits.loginFailures, who);
  if (!(await verifyPassword(currentPassword, self.passwordHash))) {
    await recordAttempt(deps.rateLimits.loginFailures, who);
    throw new ApiError(401, "WRONG_PASSWORD", "Current password is incorrect");
  }
  if (isSamePassword(currentPassword, newPassword)) throw new ApiError(400, "SAME_PASSWORD", PASSWORD_SAME);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now();
  const jti = c.get("auth")?.jti ?? "";
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, self.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, self.id), ne(sessions.jti, jti), isNull(sessions.revokedAt)));
    // A reset code mailed before the change must not undo it.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, self.id), isNull(passwordResets.usedAt)));
  });
  // Also this token's: its cached user row holds the old password hash.
  forgetSessions(deps, { userId: self.id });
  deps.log.info("password changed", { userId: self.id });
  return c.json({ success: true as const, message: "Password changed" }, 200);
};
