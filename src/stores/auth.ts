import { persistentAtom } from "@nanostores/persistent";
import { computed } from "nanostores";

/** The signed-in user as the contract returns it (`user`). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  isAgent: boolean;
  createdAt?: string;
}

/** Spec section 9: a token lives 2 hours from storage when the server does not say otherwise. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Spec section 9: expiry is checked every 60 seconds. */
export const EXPIRY_CHECK_MS = 60 * 1000;

/** The JWT, under the spec's localStorage key `token`; the API client sends it as Bearer. */
export const $token = persistentAtom<string | null>("token", null, {
  encode: (value) => value ?? undefined,
  decode: (value) => value || null,
});

/** When the token expires, in epoch milliseconds (`token_expires_at`). */
export const $tokenExpiresAt = persistentAtom<number | null>("token_expires_at", null, {
  encode: (value) => (value === null ? undefined : String(value)),
  decode: (value) => (Number.isFinite(Number(value)) ? Number(value) : null),
});

function decodeUser(text: string): AuthUser | null {
  try {
    const value = JSON.parse(text) as AuthUser | null;
    return value && typeof value.id === "string" && typeof value.email === "string" ? value : null;
  } catch {
    return null;
  }
}

/** The stored user record (`user`). */
export const $user = persistentAtom<AuthUser | null>("user", null, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: decodeUser,
});

/** True while the token has not expired at `now`. */
export function tokenIsLive(expiresAt: number | null, now = Date.now()): boolean {
  return expiresAt !== null && expiresAt > now;
}

/**
 * Spec section 3 "Auth state": authenticated only when a non-expired token and a stored user
 * both exist (section 4).
 */
export const $auth = computed([$token, $tokenExpiresAt, $user], (token, expiresAt, user) => ({
  token,
  user,
  isAuthenticated: Boolean(token && user && tokenIsLive(expiresAt)),
}));

/** Stores a successful login: the token, its expiry (from the server, else 2 hours) and the user. */
export function setAuth(input: { jwt: string; user: AuthUser; expiresAt?: string | number }): void {
  const fromServer = input.expiresAt === undefined ? Number.NaN : new Date(input.expiresAt).getTime();
  $tokenExpiresAt.set(Number.isFinite(fromServer) ? fromServer : Date.now() + TOKEN_LIFETIME_MS);
  $user.set(input.user);
  $token.set(input.jwt);
}

/** Forgets the session: user, token and expiry. */
export function clearAuth(): void {
  $token.set(null);
  $tokenExpiresAt.set(null);
  $user.set(null);
}

/** Clears the session when its token has expired; returns true if it did. */
export function clearIfExpired(now = Date.now()): boolean {
  if ($token.get() === null || tokenIsLive($tokenExpiresAt.get(), now)) return false;
  clearAuth();
  return true;
}
