import type { User } from "../domain/account.ts";
import { initials } from "../ui/initials.ts";

/**
 * Shows one account menu (the header's dropdown or the phone menu's list) as signed in as
 * `user`, or signed out (null): what the static HTML shows. The menu's script calls it on every
 * change of `$auth`.
 */
export function showAccount(root: ParentNode, user: User | null): void {
  const signedIn = root.querySelector<HTMLElement>("[data-account-signed-in]");
  const signedOut = root.querySelector<HTMLElement>("[data-account-signed-out]");
  if (signedIn) signedIn.hidden = !user;
  if (signedOut) signedOut.hidden = Boolean(user);
  for (const name of root.querySelectorAll("[data-account-name]")) name.textContent = user?.name ?? "";
  for (const initial of root.querySelectorAll("[data-account-initial]"))
    initial.textContent = initials(user?.name);
  for (const badge of root.querySelectorAll<HTMLElement>("[data-account-agent]"))
    badge.hidden = !user?.isAgent;
}
