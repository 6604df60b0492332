import { clearIfExpired, EXPIRY_CHECK_MS } from "./auth.ts";

let watching = false;

/**
 * Spec section 4: checks the token's expiry now and once a minute after, signing out when it
 * has expired. Safe to call from every island: only one timer runs per page.
 */
export function watchTokenExpiry(): void {
  clearIfExpired();
  if (watching) return;
  watching = true;
  setInterval(() => clearIfExpired(), EXPIRY_CHECK_MS);
}
