import { type RefObject, useLayoutEffect } from "react";

/** The property on <html> holding the height of a bar fixed to the screen's foot (app.css pads the page by it). */
export const FIXED_BAR_SPACE = "--fixed-bar-space";

/**
 * Pads the page by the height of a bar fixed to the foot of the screen (0 while the bar is in the
 * page's flow, on a wide or a short screen), so that the page's last lines (the footer) scroll
 * clear of it and a field that takes focus is scrolled above it (app.css: `scroll-padding`).
 * Measured again whenever the bar or the window changes size (a price arriving in kyat, a phone
 * turned); the padding goes with the bar.
 */
export function useFixedBarSpace(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      const fixed = getComputedStyle(bar).position === "fixed";
      root.style.setProperty(FIXED_BAR_SPACE, fixed ? `${bar.offsetHeight}px` : "0px");
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty(FIXED_BAR_SPACE);
    };
  }, [ref]);
}
