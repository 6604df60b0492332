import { preloadToasts } from "../../../ui/ToastHost.tsx";

/** The service worker that keeps the booking pages' shell (public/booking-shell.js, ADR 0077, 0081). */
export const SHELL_WORKER = "/booking-shell.js";

/**
 * Registers the shell's service worker for this page's scope (`/booking-detail/`, `/bookinghistory`
 * or their `/my/` twins: no other page is ever controlled by it) and, once it is active, sends it
 * the files this page loaded, which it keeps so that the page opens with no connection. Only in
 * the built site (a dev server's files change as they are edited), and only where the browser
 * has service workers (a secure origin). The toasts' code, downloaded elsewhere only when a toast
 * is first shown, is downloaded first, so it is kept too: offline, the page's toasts still show.
 */
export async function keepShell(scope: string): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  try {
    await preloadToasts();
    await navigator.serviceWorker.register(SHELL_WORKER, { scope });
    const registration = await navigator.serviceWorker.ready;
    const files = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin));
    registration.active?.postMessage({ type: "keep-shell", page: location.pathname, files });
  } catch {
    // Refused (private mode, a policy): the page works as before, only not offline.
  }
}
