import type { Locale } from "../../i18n/locales.ts";

/** The Myanmar web font's family (Base.astro's @font-face). */
export const MYANMAR_FONT = "Noto Sans Myanmar";

/**
 * How long a page or an early paint waits for the Myanmar font before it shows in a fallback
 * (also the /my pages' wait in Base.astro).
 */
export const FONT_WAIT_MS = 3000;

/**
 * Shows what the page drew before the app's code arrived once its font can draw it. Myanmar
 * text drawn in a fallback first would change size when the web font arrives, and the app's
 * own copy of it would then count as a new, later largest paint: so in Myanmar the element
 * keeps its place, hidden, until the font has loaded (3 s at most). English shows at once.
 * Answers when the element shows.
 */
export function revealWhenFontReady(element: HTMLElement, locale: Locale, text: string): Promise<void> {
  const face = `1em "${MYANMAR_FONT}"`;
  if (locale !== "my" || document.fonts.check(face, text)) return Promise.resolve();
  element.style.visibility = "hidden";
  const timeout = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([document.fonts.load(face, text), timeout])
    .catch(() => undefined)
    .then(() => {
      element.style.removeProperty("visibility");
    });
}
