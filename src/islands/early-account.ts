import { storedSignedInUser } from "../stores/auth-record.ts";
import { showAccount } from "./account-view.ts";

// Inlined at the end of the body (Base.astro): a visitor with a live stored session sees their
// account menu in the first paint, not "Sign in" until the header's script has come (it comes
// after the page has loaded and painted: src/ui/deferred-modules.ts).
try {
  const user = storedSignedInUser(localStorage);
  if (user) for (const root of document.querySelectorAll("[data-account]")) showAccount(root, user);
} catch {
  // No storage (a blocked or private mode): the signed-out menu stays, as the script would show it.
}
