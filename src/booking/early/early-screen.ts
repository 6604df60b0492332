import { toLocale } from "../../i18n/locales.ts";
import { STORAGE_KEYS } from "../../stores/storage-keys.ts";
import { activateEarlyScreen } from "./early-activate.ts";
import { EARLY_SCREEN_ID } from "./hand-over.ts";

/**
 * A screen drawn by the page itself, before React and the screen's code have arrived (a second
 * or more on a slow phone): the sign-in pages' forms, rendered at build time in English, with
 * the Myanmar copy in a <template> (early-screens.tsx). Bundled into an inline script that runs
 * right after that markup (scripts/inline-bundle.ts), it shows the copy in the language the
 * visitor chose, so the form is in the first paint. The app's screen takes its place with what
 * was typed (hand-over.ts). Without JavaScript nothing shows: the page's noscript text does.
 */
function showEarlyScreen(): void {
  const element = document.getElementById(EARLY_SCREEN_ID);
  if (!element) return;
  const locale = toLocale(localStorage.getItem(STORAGE_KEYS.language));
  const copy = element.querySelector<HTMLTemplateElement>(`template[data-locale="${locale}"]`);
  if (copy) element.replaceChildren(copy.content);
  else for (const template of element.querySelectorAll("template")) template.remove();
  activateEarlyScreen(element, locale);
}

try {
  showEarlyScreen();
} catch {
  // Storage blocked or unreadable: the screen draws itself when the app arrives.
}
