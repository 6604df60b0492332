import { logoutSession } from "../api/logout.ts";
import { $token, clearAuth } from "./auth.ts";

/**
 * Signs out: forgets the session at once (so the UI never waits on the network), then asks the
 * server to revoke the token. A failed revoke is ignored: the token expires within 2 hours.
 */
export async function logout(): Promise<void> {
  const token = $token.get();
  clearAuth();
  if (!token) return;
  try {
    await logoutSession(token);
  } catch {
    // Offline or already revoked: the local session is gone either way.
  }
}
