/**
 * Where the page was scrolled, per history entry, so the app behaves like pages that load:
 * a new screen (Choose, Confirm Booking, Pay) opens at its top, and Back or Forward returns to
 * where the visitor was on that screen, once it is tall enough again (its code and data may come
 * after the route). The browser's own restoration is off for the app's entries: it scrolled
 * before the screen was drawn, so Back to the results landed elsewhere, and a step opened
 * scrolled as far down as the step before it had been.
 *
 * Each entry gets an id in `history.state`; positions are kept in memory as the page scrolls,
 * and in sessionStorage when the page is left, for a reload or a Back from another page.
 */

const STORAGE_KEY = "scroll-positions";
/** How long Back waits for the screen to be tall enough for its old position. */
const RESTORE_WAIT_MS = 3000;
/** Positions kept for at most this many entries (the oldest dropped first). */
const KEEP = 50;

const positions = new Map<string, number>();
let current = "";
let restoring = false;

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** This entry's id, given to it if it has none. */
function tagEntry(id = (history.state as { entry?: string } | null)?.entry ?? newId()): string {
  if ((history.state as { entry?: string } | null)?.entry !== id)
    history.replaceState({ ...(history.state ?? {}), entry: id }, "");
  return id;
}

/** The entries' positions to keep: at most `keep`, the newest (last set) last. */
export function keptPositions(entries: Array<[string, number]>, keep = KEEP): Array<[string, number]> {
  return entries.slice(Math.max(0, entries.length - keep));
}

function remember(): void {
  if (restoring || !current) return;
  positions.delete(current);
  positions.set(current, Math.round(window.scrollY));
}

/** Scrolls to `target` once the page is tall enough (or after a few seconds, as far as it goes). */
function restore(target: number): void {
  restoring = true;
  const started = performance.now();
  const step = () => {
    if (!restoring) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= target || performance.now() - started > RESTORE_WAIT_MS) {
      window.scrollTo(0, Math.min(target, Math.max(0, room)));
      restoring = false;
      remember();
      return;
    }
    requestAnimationFrame(step);
  };
  // After the new screen's first commit: the old one's height would let it scroll too soon.
  requestAnimationFrame(step);
}

/** The visitor scrolls, types or taps while Back waits: their place wins. */
function cancelRestore(): void {
  restoring = false;
}

/**
 * Called around each navigation inside the app (`go`): a new entry gets its own id, and a new
 * path starts at the top; a query change on the same screen (a sort) keeps the place.
 */
export function navigated(fromPath: string, replaced: boolean): void {
  if (typeof history === "undefined") return;
  restoring = false;
  current = tagEntry(replaced ? current || undefined : newId());
  if (location.pathname !== fromPath) window.scrollTo(0, 0);
  remember();
}

/** Starts keeping the positions; returns the function that stops it. */
export function startScrollMemory(): () => void {
  history.scrollRestoration = "manual";
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as Array<[string, number]>;
    for (const [id, y] of saved) if (typeof id === "string" && Number.isFinite(y)) positions.set(id, y);
  } catch {
    // Unreadable or not allowed: start with none.
  }
  current = tagEntry();
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const returning = navigation?.type === "reload" || navigation?.type === "back_forward";
  const earlier = positions.get(current);
  if (returning && earlier) restore(earlier);

  const onPopState = () => {
    current = tagEntry();
    restore(positions.get(current) ?? 0);
  };
  const onPageHide = () => {
    remember();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keptPositions([...positions])));
    } catch {
      // Storage full or not allowed: a reload starts at the top.
    }
  };
  const options = { passive: true } as const;
  window.addEventListener("scroll", remember, options);
  window.addEventListener("popstate", onPopState);
  window.addEventListener("pagehide", onPageHide);
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const)
    window.addEventListener(type, cancelRestore, options);
  return () => {
    window.removeEventListener("scroll", remember);
    window.removeEventListener("popstate", onPopState);
    window.removeEventListener("pagehide", onPageHide);
    for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const)
      window.removeEventListener(type, cancelRestore);
  };
}
