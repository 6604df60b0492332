/** Something that enhances one element of the static HTML. */
export interface Island {
  mount: (element: HTMLElement) => void;
}

/**
 * Loads an island's code only when one of its elements comes near the viewport (Astro's
 * client:visible, for plain modules), then mounts it on each element once.
 * @example onVisible("[data-carousel]", () => import("./carousel.ts"));
 */
export function onVisible(selector: string, load: () => Promise<Island>): void {
  const elements = [...document.querySelectorAll<HTMLElement>(selector)];
  if (elements.length === 0) return;
  if (!("IntersectionObserver" in window)) {
    load().then((island) => elements.forEach(island.mount));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load().then((island) => island.mount(entry.target as HTMLElement));
      }
    },
    { rootMargin: "200px" },
  );
  for (const element of elements) observer.observe(element);
}

/**
 * Runs `task` when the browser is idle (Astro's client:idle), or after a short delay where
 * requestIdleCallback does not exist (Safari).
 */
export function onIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
