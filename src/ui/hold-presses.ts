import type { ClientDirective } from "astro";
import { ISLAND_LIVE_EVENT } from "./island-live.ts";

/**
 * Astro directive `client:hold`: hydrates the island at once (`client:hold="load"`, the booking
 * app) or once the page is idle, or on the first touch, focus or key in it (`client:hold="idle"`,
 * the search panel). The one way a press made before the code has come is kept: until the island
 * says it is live (island-live.ts, after its first effects), a button pressed or a form sent in
 * it is held, so the browser neither drops it nor sends the form itself (a reload that would
 * lose what was typed, a password in the address), and done again once it is live; so is a
 * link followed in it (its address may still be missing what the live screen adds: where to
 * return after signing in). A link opened in a new tab or window is the browser's. A failure to
 * download the island's code is the page's retry policy's (LoadFailedNotice.astro); presses stay
 * held meanwhile.
 */
const directive: ClientDirective = (load, options, el) => {
  const triggers = ["pointerdown", "focusin", "keydown"] as const;
  let started = false;
  let live = false;
  let held: (() => void) | null = null;

  const hold = (event: Event) => {
    if (live) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      held = () => target.isConnected && target.requestSubmit();
    } else {
      const control = target?.closest<HTMLElement>(
        "a[href], button, input[type=checkbox], input[type=radio]",
      );
      if (!control) return;
      const mouse = event as MouseEvent;
      if (
        control instanceof HTMLAnchorElement &&
        (control.target === "_blank" || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey)
      )
        return;
      held = () => control.isConnected && control.click();
    }
    event.preventDefault();
    event.stopPropagation();
    void hydrate();
  };

  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of triggers) el.removeEventListener(type, hydrate);
    await (await load())();
  };

  el.addEventListener(
    ISLAND_LIVE_EVENT,
    () => {
      live = true;
      el.removeEventListener("click", hold, true);
      el.removeEventListener("submit", hold, true);
      const replay = held;
      held = null;
      replay?.();
    },
    { once: true },
  );
  el.addEventListener("click", hold, true);
  el.addEventListener("submit", hold, true);

  if (options.value === "load") {
    void hydrate();
    return;
  }
  for (const type of triggers) el.addEventListener(type, hydrate, { once: true, passive: true });
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(hydrate, { timeout: 4000 })
      : setTimeout(hydrate, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default directive;
