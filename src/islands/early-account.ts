import { storedSignedInUser } from "../stores/auth-record.ts";
import { showAccount } from "./account-view.ts";

// Inlined after the header (Header.astro): a visitor with a live stored session sees their
// account menu in the first paint, not "Sign in" until the header's script has come (it comes
// after the page has loaded: scripts/defer-module-scripts.ts).
try {
  const user = storedSignedInUser(localStorage);
  if (user) for (const root of document.querySelectorAll("[data-account]")) showAccount(root, user);
} catch {
  // No storage (a blocked or private mode): the signed-out menu stays, as the script would show it.
}
