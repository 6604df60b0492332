// Inlined at the end of every built page in place of its module scripts (the header's menus,
// the carousels, the forms: scripts/defer-module-scripts.ts writes `data-modules`). They add
// behaviour to markup that is already drawn, so they are fetched once the page has loaded (on
// a Myanmar page, once its font has come: they no longer share the slow connection with the
// bytes the first paint waits for), or at once when the visitor touches, focuses or types.
// A button pressed, a form sent or a setting chosen before they have run, in markup marked
// `data-needs-script`, is held and done again once they have: answered, not lost.
((script) => {
  const urls = (script?.dataset.modules ?? "").split(" ").filter(Boolean);
  if (!urls.length) return;
  const triggers = ["pointerdown", "keydown", "focusin"] as const;
  let started = false;
  let live = false;
  // The last button pressed or form sent, and every setting chosen (each select's last value):
  // choosing the currency and then the country before the scripts run keeps both.
  let replay: (() => void) | null = null;
  const chosen = new Map<HTMLSelectElement, string>();

  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Only in markup marked as needing the scripts: islands and the booking app's early screens
    // hold and replay their own presses (idle-or-interaction.ts, early-activate.ts).
    if (live || !target?.closest("[data-needs-script]") || target.closest("astro-island")) return;
    if (event.type === "click") {
      const button = target.closest("button");
      if (!button) return;
      replay = () => button.isConnected && button.click();
    } else if (event.type === "submit" && target instanceof HTMLFormElement) {
      replay = () => target.isConnected && target.requestSubmit();
    } else if (event.type === "change" && target instanceof HTMLSelectElement) {
      // The select's own script shows the stored value as it starts: choose again after that.
      chosen.set(target, target.value);
      start();
      return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
    start();
  };

  const start = () => {
    if (started) return;
    started = true;
    Promise.all(urls.map((url) => import(url))).then(
      () => {
        live = true;
        // For whoever needs to know the page's behaviour is all there (the browser tests).
        document.documentElement.dataset.scriptsLive = "";
        for (const type of ["click", "submit", "change"]) document.removeEventListener(type, hold, true);
        for (const type of triggers) removeEventListener(type, start, true);
        // After the modules' own start-up has run (a subscription showing stored values).
        setTimeout(() => {
          for (const [select, value] of chosen) {
            if (!select.isConnected) continue;
            select.value = value;
            select.dispatchEvent(new Event("change", { bubbles: true }));
          }
          chosen.clear();
          const action = replay;
          replay = null;
          action?.();
        }, 0);
      },
      () => {
        // Offline or a failed request: the next touch tries again.
        started = false;
      },
    );
  };

  for (const type of ["click", "submit", "change"]) document.addEventListener(type, hold, true);
  for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  // After the frame that follows the load event has been painted: on a Myanmar page the load
  // event can come before its first paint (the font is in, its text still being laid out), and
  // the scripts' work would delay that paint.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})(document.currentScript as HTMLScriptElement | null);
