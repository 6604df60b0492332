import type { UIKey } from "../../i18n/en.ts";
import { type Locale, toLocale } from "../../i18n/locales.ts";
import { type Translate, translatorFrom } from "../../i18n/translate-core.ts";
import { STORAGE_KEYS } from "../../stores/storage-keys.ts";
import { activateEarlyScreen } from "./early-activate.ts";
import { EARLY_SCREEN_ID } from "./hand-over.ts";
import { type Html, render } from "./html-jsx.ts";

/**
 * What a page does to draw a screen's view before the app arrives (early-choose.ts,
 * early-ticket.ts, early-account.ts): `draw` gets the early screen's element, the stored language
 * and a translator over the texts the page carries (`data-texts`), and answers the view (HTML:
 * the scripts are bundled with html-jsx.ts as their JSX runtime), or null when the app must
 * decide (no search stored, signed out). Then, or when drawing fails (storage blocked, data of
 * another shape), the element goes and the app draws the screen when it arrives.
 */
export function drawEarlyView(draw: (element: HTMLElement, locale: Locale, t: Translate) => unknown): void {
  const element = document.getElementById(EARLY_SCREEN_ID);
  if (!element) return;
  try {
    const locale = toLocale(localStorage.getItem(STORAGE_KEYS.language));
    const texts = JSON.parse(element.dataset.texts ?? "{}") as Record<string, Partial<Record<UIKey, string>>>;
    const view = draw(element, locale, translatorFrom(texts[locale] ?? {}, texts.en, locale));
    if (view === null) {
      element.remove();
      return;
    }
    element.innerHTML = render(view as Html);
    activateEarlyScreen(element, locale);
  } catch {
    element.remove();
  }
}

/**
 * Draws the early screen again with `view` (e.g. once the page's own request has answered),
 * unless the app's screen has taken its place meanwhile.
 */
export function redrawEarlyView(element: HTMLElement, view: unknown): void {
  if (element.isConnected) element.innerHTML = render(view as Html);
}
