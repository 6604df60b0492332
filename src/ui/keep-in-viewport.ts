import { type RefObject, useLayoutEffect } from "react";

/** The space a popup keeps from the screen's edges, in px. */
export const VIEWPORT_MARGIN = 8;

/**
 * How far to move a popup sideways (px, negative is leftwards) so that it lies within the screen,
 * `margin` from either edge: moved left when it runs past the right edge, right when it starts
 * before the left one (a popup wider than the room keeps its left edge on the screen).
 */
export function shiftIntoView(
  left: number,
  right: number,
  screenWidth: number,
  margin = VIEWPORT_MARGIN,
): number {
  const leftwards = Math.min(0, screenWidth - margin - right);
  return left + leftwards < margin ? margin - left : leftwards;
}

/**
 * Keeps an open popup, positioned from its field, on the screen: when the field is near the
 * screen's edge, or the text is large (a phone at 200 % text has a 12rem screen), the popup is
 * moved sideways (`translate`) rather than running off the screen. Measured again whenever the
 * popup or the window changes size (a calendar arriving, a phone turned).
 */
export function useKeepInViewport(ref: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const popup = ref.current;
    if (!open || !popup) return;
    const place = () => {
      popup.style.translate = "";
      const { left, right } = popup.getBoundingClientRect();
      const shift = Math.round(shiftIntoView(left, right, document.documentElement.clientWidth));
      if (shift !== 0) popup.style.translate = `${shift}px 0`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(popup);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
      popup.style.translate = "";
    };
  }, [ref, open]);
}
