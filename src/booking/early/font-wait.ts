import type { Locale } from "../../i18n/locales.ts";
import { FONT_WAIT_MS, MYANMAR_FONT_QUERY } from "../../ui/myanmar-font.ts";

/**
 * Shows what the page drew before the app's code arrived once its font can draw it. Myanmar
 * text drawn in a fallback first would change size when the web font arrives, and the app's
 * own copy of it would then count as a new, later largest paint: so in Myanmar the element
 * keeps its place, hidden, until the font has loaded (3 s at most). English shows at once.
 * Answers when the element shows: early-view.ts draws a screen's later steps after it. (A page
 * opened in Myanmar is hidden as a whole until then too: Base.astro.)
 */
export function revealWhenFontReady(element: HTMLElement, locale: Locale, text: string): Promise<void> {
  if (locale !== "my" || document.fonts.check(MYANMAR_FONT_QUERY, text)) return Promise.resolve();
  element.style.visibility = "hidden";
  const timeout = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  return Promise.race([document.fonts.load(MYANMAR_FONT_QUERY, text), timeout])
    .catch(() => undefined)
    .then(() => {
      element.style.removeProperty("visibility");
    });
}
