import { atom, onMount } from "nanostores";

/** Spec section 9: the session's expiry is checked every 60 seconds. */
export const CLOCK_TICK_MS = 60 * 1000;

/**
 * The time, in epoch milliseconds, for stores that depend on it (the session's expiry). It
 * ticks once a minute, and at once when the page becomes visible again, but only while some
 * store or component listens: nothing runs on a page that does not need the time.
 */
export const $now = atom(Date.now());

onMount($now, () => {
  const tick = () => $now.set(Date.now());
  const onVisible = () => {
    if (document.visibilityState === "visible") tick();
  };
  tick();
  const timer = setInterval(tick, CLOCK_TICK_MS);
  const hasDocument = typeof document !== "undefined";
  if (hasDocument) document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearInterval(timer);
    if (hasDocument) document.removeEventListener("visibilitychange", onVisible);
  };
});
