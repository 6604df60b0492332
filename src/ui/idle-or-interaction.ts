import type { ClientDirective } from "astro";

/**
 * Astro directive `client:idle-or-interaction`: hydrates once the page has loaded and the
 * browser is idle (as `client:idle`), or at once when the visitor touches, focuses or types in
 * the island before that, whichever comes first. A click that arrives before React does (a tap
 * on Search, a trip type) is held, so the form is not submitted by the browser, and replayed
 * once the island is live: the tap is answered, not lost. When the island's code cannot be
 * downloaded (Astro then reports `astro:hydration-error` and hands over a hydrate that does
 * nothing), presses stay held and the next touch, focus or key, or the page's Try again
 * (LoadFailedNotice.astro, `island-retry`), asks for the code again; the form is never sent by
 * the browser, which would reload the page and lose what was typed.
 */
const directive: ClientDirective = (load, _options, el) => {
  let started = false;
  let live = false;
  let pending: HTMLElement | null = null;
  let failed = false;
  el.addEventListener("astro:hydration-error", () => {
    failed = true;
  });
  const events = ["pointerdown", "focusin", "keydown"] as const;
  const hold = (event: Event) => {
    if (live) return;
    event.preventDefault();
    event.stopPropagation();
    pending = event.target instanceof HTMLElement ? event.target : null;
    hydrate();
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of events) el.removeEventListener(type, hydrate);
    failed = false;
    await (await load())();
    if (failed) {
      started = false;
      for (const type of events) el.addEventListener(type, hydrate, { once: true, passive: true });
      return;
    }
    live = true;
    el.removeEventListener("click", hold, true);
    el.removeEventListener("submit", hold, true);
    // After the island's first effects (e.g. restoring the last search) have run.
    if (pending) setTimeout(() => pending?.isConnected && pending.click(), 0);
  };
  for (const type of events) el.addEventListener(type, hydrate, { once: true, passive: true });
  el.addEventListener("click", hold, true);
  el.addEventListener("submit", hold, true);
  el.addEventListener("island-retry", (event) => {
    event.preventDefault();
    void hydrate();
  });
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(hydrate, { timeout: 4000 })
      : setTimeout(hydrate, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default directive;
