import { $auth } from "../stores/auth.ts";
import { showAccount } from "./account-view.ts";

function toggleMenu(root: HTMLElement, open: boolean): void {
  const button = root.querySelector<HTMLButtonElement>("[data-account-toggle]");
  const menu = root.querySelector<HTMLElement>("[data-account-menu]");
  if (!button || !menu) return;
  button.setAttribute("aria-expanded", String(open));
  menu.hidden = !open;
}

function mountOne(root: HTMLElement): void {
  $auth.subscribe(({ isAuthenticated, user }) => {
    showAccount(root, isAuthenticated ? user : null);
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
  // The menus now show the session themselves (the head's mark only held the first frame).
  document.documentElement.removeAttribute("data-signed-in");
}
