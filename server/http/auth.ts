import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { authenticate } from "../auth/sessions.ts";
import type { AppEnv } from "../context.ts";
import type { UserRow } from "../db/schema/accounts.ts";
import { forbidden, unauthorized } from "./errors.ts";

/**
 * Requires `Authorization: Bearer <jwt>` with a live session; sets `c.var.auth`.
 * Answers 401 in the contract's shape for a missing, invalid, expired or revoked token.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized("No authentication token found");
  const auth = await authenticate(c.var.deps, match[1]);
  if (!auth) throw unauthorized("Invalid or expired token");
  c.set("auth", auth);
  await next();
});

/** The signed-in user; only valid behind {@link requireAuth}. */
export function currentUser(c: Context<AppEnv>): UserRow {
  const auth = c.get("auth");
  if (!auth) throw unauthorized();
  return auth.user;
}

/**
 * The one check for "acting for yourself": 403 when `userId` is not the caller.
 * @example assertSelf(c, c.req.valid("param").userId);
 */
export function assertSelf(c: Context<AppEnv>, userId: string): UserRow {
  const user = currentUser(c);
  if (user.id !== userId) throw forbidden();
  return user;
}
