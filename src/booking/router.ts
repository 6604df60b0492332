import { createRouter } from "@nanostores/router";
import { computed, onMount } from "nanostores";
import type { Locale } from "../i18n/locales.ts";
import { localeFromPath, localizedPath } from "../i18n/paths.ts";
import {
  HOME_PATH,
  intactEscapes,
  localePath,
  localePaths,
  protectedRoutes,
  type RouteName,
  safeReturnPath,
} from "../routes.ts";
import { $auth, $restoringUser } from "../stores/auth.ts";
import { navigated } from "./scroll-memory.ts";

// The router decodes a route's parameters and throws on broken percent-encoding, so the address
// is mended first (intactEscapes): /booking-detail/%E0%A4%A then says "Booking not found".
if (typeof location !== "undefined") {
  const mended = intactEscapes(location.pathname);
  if (mended !== location.pathname)
    history.replaceState(history.state, "", `${mended}${location.search}${location.hash}`);
}

/**
 * The page's language, from its address (`/my/...` is Myanmar): fixed for the page's life, as
 * the other language is another page. English where there is no address (the build).
 */
export const pageLocale: Locale = typeof location === "undefined" ? "en" : localeFromPath(location.pathname);

/**
 * The router is a store (@nanostores/router) over the one route map, as written in the page's
 * language. Its own link interception is off: it would also catch links to marketing pages
 * (/about) and show them as an unknown app path. `interceptLinks` below catches only links to
 * app routes.
 */
export const $router = createRouter(localePaths(pageLocale), { links: false });

export type AppPage = NonNullable<ReturnType<typeof $router.get>>;

/** True when `path` (pathname, may carry a query) is one of the app's routes. */
export function isAppPath(path: string): boolean {
  const pathname = new URL(path, "http://a").pathname.replace(/\/$/, "") || "/";
  return $router.routes.some(([, pattern]) => pattern.test(pathname));
}

/**
 * Goes to `path` (as written in a language): inside the app without a reload when it is an app
 * route of this page's language, else a normal page load (the marketing pages, the other
 * language).
 */
export function go(path: string, replace = false): void {
  if (isAppPath(path)) {
    const from = location.pathname;
    $router.open(path, replace);
    navigated(from, replace);
  } else if (replace) location.replace(path);
  else location.assign(path);
}

/** Opens a route, adding a history entry. */
export function navigate(
  route: RouteName,
  params?: Record<string, string | number>,
  search?: Record<string, string>,
) {
  go(localePath(pageLocale, route, params, search));
}

/** Opens a route in place of the current history entry (redirects). */
export function redirectTo(
  route: RouteName,
  params?: Record<string, string | number>,
  search?: Record<string, string>,
) {
  go(localePath(pageLocale, route, params, search), true);
}

/** Leaves the app for the home page, replacing the history entry (the spec's "redirect to /"). */
export function redirectHome(): void {
  go(localizedPath(HOME_PATH, pageLocale), true);
}

/** The current location as a return address (`next`) for the sign-in page. */
export function currentReturnPath(): string {
  return `${location.pathname}${location.search}`;
}

/** Sends the visitor to /login, to come back to where they are once signed in. */
export function signInAndReturn(next = currentReturnPath()): void {
  redirectTo("login", {}, { next });
}

/** After signing in: back to the page the guard (or a 401) sent the visitor from, else home. */
export function returnAfterSignIn(): void {
  const next = safeReturnPath($router.get()?.search.next);
  go(next ?? localizedPath(HOME_PATH, pageLocale), true);
}

/** What the app shows: a screen, a redirect to sign in (guarded route), or the 404 page. */
export type ScreenState =
  | { kind: "screen"; page: AppPage }
  | { kind: "signIn"; next: string }
  /** A stored token's user is being fetched: the guard decides once it is there. */
  | { kind: "checking"; page: AppPage }
  | { kind: "notFound" };

/**
 * Protected routes whose screen itself sends a visitor with no session to sign in: a booking's
 * detail first shows, with no connection, the copy kept on this device (ADR 0077), and the
 * history the copies kept (ADR 0081).
 */
const keptOffline: ReadonlySet<RouteName> = new Set<RouteName>(["bookingDetail", "bookingHistory"]);

/** The guard: protected routes (spec section 6) need an authenticated session. */
export const $screen = computed([$router, $auth, $restoringUser], (page, auth, restoring): ScreenState => {
  if (!page) return { kind: "notFound" };
  if (protectedRoutes.has(page.route) && !auth.isAuthenticated) {
    if (restoring) return { kind: "checking", page };
    if (keptOffline.has(page.route)) return { kind: "screen", page };
    const query = new URLSearchParams(page.search).toString();
    return { kind: "signIn", next: query ? `${page.path}?${query}` : page.path };
  }
  return { kind: "screen", page };
});

// A signed-out visitor on a protected route goes to /login, replacing the history entry; also
// when the session ends while the screen is open (expiry, another tab signing out).
onMount($screen, () =>
  $screen.subscribe((state) => {
    // Decided again when it runs: the stored user's lookup may have started meanwhile.
    if (state.kind === "signIn")
      queueMicrotask(() => {
        const now = $screen.get();
        if (now.kind === "signIn") signInAndReturn(now.next);
      });
  }),
);

function onLinkClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    link.target === "_blank" ||
    link.hasAttribute("download") ||
    link.origin !== location.origin ||
    !isAppPath(link.pathname)
  )
    return;
  event.preventDefault();
  go(`${link.pathname}${link.search}${link.hash}`);
}

/** Opens links to app routes inside the app (no reload); returns the function that stops it. */
export function interceptLinks(): () => void {
  document.addEventListener("click", onLinkClick);
  return () => document.removeEventListener("click", onLinkClick);
}
