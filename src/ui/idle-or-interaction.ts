import type { ClientDirective } from "astro";

/**
 * Astro directive `client:idle-or-interaction`: hydrates once the page has loaded and the
 * browser is idle (as `client:idle`), or at once when the visitor touches, focuses or types in
 * the island before that, whichever comes first.
 */
const directive: ClientDirective = (load, _options, el) => {
  let started = false;
  const events = ["pointerdown", "focusin", "keydown"] as const;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of events) el.removeEventListener(type, hydrate);
    await (await load())();
  };
  for (const type of events) el.addEventListener(type, hydrate, { once: true, passive: true });
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(hydrate, { timeout: 4000 })
      : setTimeout(hydrate, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
};

export default directive;
