import { eq } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import { sessions, users } from "../db/schema/accounts.ts";
import { signToken, verifyToken } from "./tokens.ts";

export type UserRow = typeof users.$inferSelect;

/** The user as the contract shows it: never the password hash. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  isAgent: boolean;
  createdAt: string;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    isAgent: row.isAgent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Issues a token for `userId` and records its session so it can be revoked. */
export async function issueSession(deps: AppDeps, userId: string) {
  const { token, claims } = signToken(userId, deps.jwtSecret, deps.now());
  const expiresAt = new Date(claims.exp * 1000);
  await deps.database.db.insert(sessions).values({ jti: claims.jti, userId, expiresAt });
  return { token, jti: claims.jti, expiresAt };
}

/**
 * Resolves a bearer token to its user: valid signature, not expired, session not revoked.
 * @returns null when the token is not good for any reason (the caller answers 401).
 */
export async function authenticate(
  deps: AppDeps,
  token: string,
): Promise<{ user: UserRow; jti: string } | null> {
  const now = deps.now();
  const claims = verifyToken(token, deps.jwtSecret, now);
  if (!claims) return null;
  const [row] = await deps.database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.jti, claims.jti))
    .limit(1);
  if (!row || row.session.revokedAt || row.user.id !== claims.sub || row.session.expiresAt <= now)
    return null;
  return { user: row.user, jti: claims.jti };
}
