import type { User } from "../domain/account.ts";

/**
 * The session as stored (the spec's localStorage keys), and how `$auth` reads it.
 */
export const AUTH_KEYS = { token: "token", tokenExpiresAt: "token_expires_at", user: "user" } as const;

/** The stored user record, or null when it is missing or not a user. */
export function decodeUser(text: string | undefined | null): User | null {
  try {
    const value = JSON.parse(text ?? "null") as User | null;
    return value && typeof value.id === "string" && typeof value.email === "string" ? value : null;
  } catch {
    return null;
  }
}

/** The stored expiry (epoch milliseconds), or null. */
export function decodeExpiry(text: string | undefined | null): number | null {
  return text && Number.isFinite(Number(text)) ? Number(text) : null;
}

/** True while the token has not expired at `now`. */
export function tokenIsLive(expiresAt: number | null, now = Date.now()): boolean {
  return expiresAt !== null && expiresAt > now;
}

/**
 * The signed-in user as `$auth` decides it (spec section 3: a token that has not expired and a
 * stored user), or null.
 */
export function storedSignedInUser(storage: Pick<Storage, "getItem">, now = Date.now()): User | null {
  const token = storage.getItem(AUTH_KEYS.token);
  const user = decodeUser(storage.getItem(AUTH_KEYS.user));
  return token && user && tokenIsLive(decodeExpiry(storage.getItem(AUTH_KEYS.tokenExpiresAt)), now)
    ? user
    : null;
}
