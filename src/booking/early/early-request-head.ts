import { AUTH_KEYS, storedSignedInUser } from "../../stores/auth-record.ts";
import type { RouteName } from "../paths.ts";
import { startEarlyGet } from "./early-data.ts";
import { earlyRequest } from "./early-requests.ts";

/** Set per page when the page's head script is bundled (`[...app].astro`). */
declare const EARLY_ROUTE: RouteName;
declare const EARLY_API: string;

/**
 * In the head of a page whose screen shows the signed-in user's data first (the wallet, the
 * bookings, a booking): asks the API for it at once, while the rest of the page (25 KB) still
 * downloads, instead of at the page's end; the page's early script draws the answer
 * (early-account-page.ts, early-change.ts) and the screen takes it (early-data.ts). Signed out,
 * nothing is asked.
 */
try {
  const user = storedSignedInUser(localStorage);
  const request = user && earlyRequest(EARLY_ROUTE, location, user);
  if (request) startEarlyGet(EARLY_API, request.path, localStorage.getItem(AUTH_KEYS.token) ?? "");
} catch {
  // Storage blocked: the page's early script and the screen ask in their turn.
}
