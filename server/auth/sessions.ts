import { eq } from "drizzle-orm";
import type { User } from "../../src/domain/account.ts";
import type { AppDeps } from "../context.ts";
import { sessions, type UserRow, users } from "../db/schema/accounts.ts";
import { signToken, verifyToken } from "./tokens.ts";

/** The user as the contract shows it: never the password hash. */
export function toPublicUser(row: UserRow): User {
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
 * How long a looked-up session is trusted without asking the database again, on the embedded
 * database only: one process owns it, and that process's own logout, password change, password
 * reset and profile change forget the entries at once ({@link forgetSessions}). On PostgreSQL
 * another process may revoke a token at any moment, so every request reads its session: a
 * revocation is refused by every process at once (contract).
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  jti: string;
  user: UserRow;
  /** When the token or its session runs out, whichever is first (ms). */
  expiresAt: number;
  cachedAt: number;
}

/**
 * Per database, so every app on the same database in this process shares one cache. Keyed by
 * the whole token: a token string seen valid within the window needs no second HMAC check.
 */
class SessionCache {
  readonly entries = new Map<string, CachedSession>();
  /** Bumped by every forget: a lookup that started before it must not store what it read. */
  generation = 0;
}
const caches = new WeakMap<object, SessionCache>();

function cacheOf(deps: Pick<AppDeps, "database">): SessionCache {
  let cache = caches.get(deps.database);
  if (!cache) {
    cache = new SessionCache();
    caches.set(deps.database, cache);
  }
  return cache;
}

/**
 * Forgets cached sessions at once, after the database change committed: one token (logout) or
 * every token of a user (password change or reset, profile change).
 */
export function forgetSessions(deps: Pick<AppDeps, "database">, which: { jti: string } | { userId: string }) {
  const cache = cacheOf(deps);
  cache.generation += 1;
  for (const [token, entry] of cache.entries)
    if ("jti" in which ? entry.jti === which.jti : entry.user.id === which.userId)
      cache.entries.delete(token);
}

/**
 * Resolves a bearer token to its user: valid signature, not expired, session not revoked.
 * On the embedded database a token found good is trusted for {@link SESSION_CACHE_MS} without
 * reading the database or checking its signature again; on PostgreSQL the session is read on
 * every request.
 * @returns null when the token is not good for any reason (the caller answers 401).
 */
export async function authenticate(
  deps: AppDeps,
  token: string,
): Promise<{ user: UserRow; jti: string } | null> {
  const now = deps.now();
  const at = now.getTime();
  const cache = deps.database.kind === "pglite" ? cacheOf(deps) : null;
  const hit = cache?.entries.get(token);
  if (hit) {
    if (at >= hit.cachedAt && at - hit.cachedAt < SESSION_CACHE_MS) {
      if (hit.expiresAt <= at) return null;
      return { user: hit.user, jti: hit.jti };
    }
    cache?.entries.delete(token);
  }
  const claims = verifyToken(token, deps.jwtSecret, now);
  if (!claims) return null;
  const generation = cache?.generation;
  const [row] = await deps.database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.jti, claims.jti))
    .limit(1);
  if (!row || row.session.revokedAt || row.user.id !== claims.sub || row.session.expiresAt <= now)
    return null;
  if (cache && cache.generation === generation) {
    if (cache.entries.size >= SESSION_CACHE_MAX) prune(cache, at);
    cache.entries.set(token, {
      jti: claims.jti,
      user: row.user,
      expiresAt: Math.min(row.session.expiresAt.getTime(), claims.exp * 1000),
      cachedAt: at,
    });
  }
  return { user: row.user, jti: claims.jti };
}

/** Drops stale entries; when all are fresh (a burst of new tokens), starts over. */
function prune(cache: SessionCache, at: number) {
  for (const [token, entry] of cache.entries)
    if (at < entry.cachedAt || at - entry.cachedAt >= SESSION_CACHE_MS) cache.entries.delete(token);
  if (cache.entries.size >= SESSION_CACHE_MAX) cache.entries.clear();
}
