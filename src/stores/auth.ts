import { persistentAtom } from "@nanostores/persistent";
import { atom, batch, computed, onMount } from "nanostores";
import { readTokenFrom } from "../api/token-source.ts";
import type { User } from "../domain/account.ts";
import { AUTH_KEYS, decodeExpiry, decodeUser, tokenIsLive } from "./auth-record.ts";
import { forgetKeptCopies, forgetOthersKeptCopies } from "./kept-copies.ts";
import { $now } from "./now.ts";

export { tokenIsLive } from "./auth-record.ts";

/** The signed-in user as the contract returns it (`user`). */
export type AuthUser = User;

/** Spec section 9: a token lives 2 hours from storage when the server does not say otherwise. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The JWT, under the spec's localStorage key `token`; the API client sends it as Bearer. */
export const $token = persistentAtom<string | null>(AUTH_KEYS.token, null, {
  encode: (value) => value ?? undefined,
  decode: (value) => value || null,
});

/** When the token expires, in epoch milliseconds (`token_expires_at`). */
// Every API call sends the stored token (src/api/client.ts).
readTokenFrom(() => $token.get());

export const $tokenExpiresAt = persistentAtom<number | null>(AUTH_KEYS.tokenExpiresAt, null, {
  encode: (value) => (value === null ? undefined : String(value)),
  decode: decodeExpiry,
});

/** The stored user record (`user`). */
export const $user = persistentAtom<AuthUser | null>(AUTH_KEYS.user, null, {
  encode: (value) => (value ? JSON.stringify(value) : undefined),
  decode: decodeUser,
});

/**
 * Why the session ended without the visitor asking: `expired` (the token ran out) or
 * `rejected` (the server no longer accepts it: the user lookup failed, or a call answered 401).
 * The app shows the message and then calls `clearSignOutReason()`.
 */
export type SignOutReason = "expired" | "rejected";
export const $signOutReason = atom<SignOutReason | null>(null);

/**
 * Spec section 3 "Auth state": authenticated only when a non-expired token and a stored user
 * both exist (section 4). It follows the clock ($now) and other tabs (the persistent stores).
 */
export const $auth = computed([$token, $tokenExpiresAt, $user, $now], (token, expiresAt, user, now) => ({
  token,
  user,
  isAuthenticated: Boolean(token && user && tokenIsLive(expiresAt, now)),
}));

/** Stores a successful login: the token, its expiry (from the server, else 2 hours) and the user. */
export function setAuth(input: { jwt: string; user: AuthUser; expiresAt?: string | number }): void {
  const fromServer = input.expiresAt === undefined ? Number.NaN : new Date(input.expiresAt).getTime();
  // Someone else on this browser never sees the bookings kept for the one before (whose session
  // may have expired, leaving no stored user to compare with); the same traveller keeps theirs.
  void forgetOthersKeptCopies(input.user.id);
  batch(() => {
    $signOutReason.set(null);
    $tokenExpiresAt.set(Number.isFinite(fromServer) ? fromServer : Date.now() + TOKEN_LIFETIME_MS);
    // The user before the token: another tab sees the token last, so never a token without a user.
    $user.set(input.user);
    $token.set(input.jwt);
  });
}

/** Replaces the stored user (after a profile change), keeping the session. */
export function updateUser(user: AuthUser): void {
  if ($token.get()) $user.set(user);
}

/** Forgets the session: user, token and expiry. */
function forgetSession(): void {
  batch(() => {
    // The token first: another tab stops sending it before anything else changes.
    $token.set(null);
    $tokenExpiresAt.set(null);
    $user.set(null);
  });
}

/**
 * Forgets the session and the bookings kept for offline use (ADR 0077): signing out, and a
 * session the server revoked. A session that merely expired keeps them ({@link signOut}).
 */
export function clearAuth(): void {
  void forgetKeptCopies();
  forgetSession();
}

/**
 * Forgets the session for a reason the app then explains: `expired` keeps the bookings kept
 * for offline use (the traveller did not sign out), `rejected` deletes them.
 */
export function signOut(reason: SignOutReason): void {
  batch(() => {
    if (reason === "expired") forgetSession();
    else clearAuth();
    $signOutReason.set(reason);
  });
}

/**
 * A call made with the token was refused (401). The server answers the same for an expired and
 * a revoked token (password changed, signed out elsewhere), so the stored expiry tells them
 * apart: past it, the session expired and the kept copies stay; before it, the token was revoked
 * and they go. A device clock behind the server's counts as revoked: when unsure, delete.
 */
export function clearRefusedSession(now = Date.now()): void {
  if (tokenIsLive($tokenExpiresAt.get(), now)) clearAuth();
  else forgetSession();
}

/** The app has shown why the session ended. */
export function clearSignOutReason(): void {
  $signOutReason.set(null);
}

/** Clears the session when its token has expired; returns true if it did. */
export function clearIfExpired(now = Date.now()): boolean {
  if ($token.get() === null || tokenIsLive($tokenExpiresAt.get(), now)) return false;
  signOut("expired");
  return true;
}

let restoring: string | null = null;

/**
 * True while a stored token's user is being fetched (spec section 4): the guard waits for it
 * instead of sending a visitor who is signed in to /login.
 */
export const $restoringUser = atom(false);

/**
 * Spec section 4: a token without a user gets its user back from the server. The lookup is
 * loaded only when needed, so pages that merely show the account menu never ship the client.
 */
async function restoreUser(token: string): Promise<void> {
  if (restoring === token) return;
  restoring = token;
  $restoringUser.set(true);
  try {
    const { lookUpSessionUser } = await import("./session-restore.ts");
    const found = await lookUpSessionUser(token);
    // Only for the token still stored (a sign-out or another sign-in meanwhile wins).
    if ($token.get() !== token) return;
    if (found.kind === "user" && !$user.get()) $user.set(found.user);
    if (found.kind === "rejected") signOut("rejected");
  } finally {
    restoring = null;
    $restoringUser.set(false);
  }
}

function checkSession(): void {
  const token = $token.get();
  // The real time, not $now: a token set with a past expiry goes at once, not at the next tick.
  if (!token || clearIfExpired()) return;
  if (!$user.get()) void restoreUser(token);
}

// While anyone watches the session, its expiry is checked as the clock ticks, and a token
// without a user is completed; when nobody watches, nothing runs.
onMount($auth, () => {
  checkSession();
  const unbind = [$now.listen(checkSession), $token.listen(checkSession), $user.listen(checkSession)];
  return () => {
    for (const stop of unbind) stop();
  };
});
