import { toLocale } from "../../i18n/locales.ts";
import { STORAGE_KEYS } from "../../stores/storage-keys.ts";
import { revealWhenFontReady } from "./font-wait.ts";
import { CONTROLS, EARLY_SCREEN_ID, type EarlyAction } from "./hand-over.ts";

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
  // Buttons and links need the app (a plain form would even put the password in the address):
  // what is pressed is kept, in order, and done by the screen when it takes over (hand-over.ts).
  const actions: EarlyAction[] = [];
  const keep = (action: EarlyAction) => {
    actions.push(action);
    element.dataset.actions = JSON.stringify(actions);
  };
  element.addEventListener("click", (event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || !element.contains(control)) return;
    event.preventDefault();
    const index = [...element.querySelectorAll(CONTROLS)].indexOf(control);
    // A form is sent once, however often its button was pressed while waiting.
    if (control instanceof HTMLButtonElement && control.type === "submit" && actions.includes(index)) return;
    keep(index);
  });
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    // A press on a submit button (Enter in a field presses it too) is kept as a press already.
    if (!(event as SubmitEvent).submitter) keep("submit");
  });
  element.hidden = false;
  revealWhenFontReady(element, locale, element.textContent ?? "");
}

try {
  showEarlyScreen();
} catch {
  // Storage blocked or unreadable: the screen draws itself when the app arrives.
}
