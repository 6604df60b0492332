import { ApiError } from "../api/api-error.ts";
import { fetchCurrentUser } from "../api/current-user.ts";
import { jwtSubject } from "../domain/jwt-subject.ts";
import { $token, $user, signOut } from "./auth.ts";

/**
 * Fetches the user of `token` (its `sub` is the id to look up) and stores it; a token the
 * server refuses, or that names no user, ends the session (spec section 4: "a failed
 * current-user fetch clears" it). A network failure keeps the token: the lookup runs again on
 * the next check, and the session stays unauthenticated meanwhile.
 */
export async function restoreSessionUser(token: string): Promise<void> {
  const userId = jwtSubject(token);
  if (!userId) {
    if ($token.get() === token) signOut("rejected");
    return;
  }
  try {
    const { data } = await fetchCurrentUser(userId, token);
    if ($token.get() === token && !$user.get()) $user.set(data);
  } catch (error) {
    const answered = error instanceof ApiError && error.kind === "http";
    if (answered && $token.get() === token) signOut("rejected");
  }
}
