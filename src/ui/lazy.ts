/** Something that enhances one element of the static HTML. */
export interface Island {
  mount: (element: HTMLElement) => void;
}

/**
 * Loads an island's code only when one of its elements comes near the viewport (Astro's
 * client:visible, for plain modules), or when focus or a press reaches it first (a keyboard
 * tabbing past, which scrolls the page in jumps), then mounts it on each element once. A button
 * pressed before the island has mounted is pressed again once it has: its controls are on the
 * page from the start, in their place in the tab order, and answer when the code has come.
 * @example onVisible("[data-carousel]", () => import("./carousel.ts"));
 */
export function onVisible(selector: string, load: () => Promise<Island>): void {
  const elements = [...document.querySelectorAll<HTMLElement>(selector)];
  if (elements.length === 0) return;
  const started = new Set<HTMLElement>();
  const mounted = new Set<HTMLElement>();
  const pressed = new Map<HTMLElement, HTMLButtonElement>();
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement);
          },
          { rootMargin: "200px" },
        )
      : null;
  function start(element: HTMLElement) {
    if (started.has(element)) return;
    started.add(element);
    observer?.unobserve(element);
    load().then(
      (island) => {
        island.mount(element);
        mounted.add(element);
        const button = pressed.get(element);
        pressed.delete(element);
        if (button?.isConnected) button.click();
      },
      () => {
        // Offline or a failed request: the next focus, press or approach tries again.
        started.delete(element);
        observer?.observe(element);
      },
    );
  }
  for (const element of elements) {
    element.addEventListener("focusin", () => start(element));
    element.addEventListener(
      "click",
      (event) => {
        if (mounted.has(element)) return;
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (!button) return;
        event.preventDefault();
        event.stopPropagation();
        pressed.set(element, button);
        start(element);
      },
      { capture: true },
    );
    if (observer) observer.observe(element);
    else start(element);
  }
}

/**
 * Runs `task` when the browser is idle (Astro's client:idle), or after a short delay where
 * requestIdleCallback does not exist (Safari).
 */
export function onIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
