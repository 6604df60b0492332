import { ApiError } from "../api/api-error.ts";
import { fetchCurrentUser } from "../api/current-user.ts";
import type { User } from "../domain/account.ts";
import { jwtSubject } from "../domain/jwt-subject.ts";

/** What the server says of a stored token: its user, a refusal, or nothing (no connection). */
export type SessionLookup = { kind: "user"; user: User } | { kind: "rejected" } | { kind: "unknown" };

/**
 * Looks up the user of `token` (its `sub` is the id to look up). A token the server refuses,
 * or that names no user, is `rejected` (spec section 4: "a failed current-user fetch clears"
 * the session); a network failure is `unknown`: the session store keeps the token and asks
 * again on the next check.
 */
export async function lookUpSessionUser(token: string): Promise<SessionLookup> {
  const userId = jwtSubject(token);
  if (!userId) return { kind: "rejected" };
  try {
    return { kind: "user", user: await fetchCurrentUser(userId, token) };
  } catch (error) {
    return error instanceof ApiError && error.kind === "http" ? { kind: "rejected" } : { kind: "unknown" };
  }
}
