import { $auth } from "../stores/auth.ts";
import { initials } from "../ui/initials.ts";

function toggleMenu(root: HTMLElement, open: boolean): void {
  const button = root.querySelector<HTMLButtonElement>("[data-account-toggle]");
  const menu = root.querySelector<HTMLElement>("[data-account-menu]");
  if (!button || !menu) return;
  button.setAttribute("aria-expanded", String(open));
  menu.hidden = !open;
}

function mountOne(root: HTMLElement): void {
  const signedIn = root.querySelector<HTMLElement>("[data-account-signed-in]");
  const signedOut = root.querySelector<HTMLElement>("[data-account-signed-out]");
  $auth.subscribe(({ isAuthenticated, user }) => {
    if (signedIn) signedIn.hidden = !isAuthenticated;
    if (signedOut) signedOut.hidden = isAuthenticated;
    for (const name of root.querySelectorAll("[data-account-name]")) name.textContent = user?.name ?? "";
    for (const initial of root.querySelectorAll("[data-account-initial]")) {
      initial.textContent = initials(user?.name);
    }
    for (const badge of root.querySelectorAll<HTMLElement>("[data-account-agent]")) {
      badge.hidden = !(isAuthenticated && user?.isAgent);
    }
    if (!isAuthenticated) toggleMenu(root, false);
  });
  const button = root.querySelector<HTMLButtonElement>("[data-account-toggle]");
  button?.addEventListener("click", () => toggleMenu(root, button.getAttribute("aria-expanded") !== "true"));
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || button?.getAttribute("aria-expanded") !== "true") return;
    toggleMenu(root, false);
    button.focus();
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) toggleMenu(root, false);
  });
  document.addEventListener("pointerdown", (event) => {
    if (!root.contains(event.target as Node)) toggleMenu(root, false);
  });
  for (const action of root.querySelectorAll("[data-logout]"))
    action.addEventListener("click", () => {
      // The API client loads only when someone actually signs out.
      import("../stores/logout.ts").then(({ logout }) => logout());
    });
}

/**
 * The account menus (header and phone side menu): SignIn and SignUp when signed out (what the
 * static HTML shows), Profile and Logout when the stored session is authenticated. Watching
 * $auth also keeps the session checked: expiry each minute, another tab signing out.
 */
export function mountAccountMenus(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-account]")) mountOne(root);
}
