import type { Locale } from "../../i18n/locales.ts";
import { revealWhenFontReady } from "./font-wait.ts";
import { CONTROLS, type EarlyAction } from "./hand-over.ts";

/**
 * Shows a screen the page drew itself (`element`, the early screen) and keeps what the visitor
 * presses on it for the app: buttons and links need the app (a plain form would even put a
 * password in the address), so each press is kept, in order, on the element (`data-actions`)
 * and done by the screen when it takes over (hand-over.ts). In Myanmar it shows once the font
 * can draw it; answers when it shows.
 */
export function activateEarlyScreen(element: HTMLElement, locale: Locale): Promise<void> {
  const actions: EarlyAction[] = [];
  const keep = (action: EarlyAction) => {
    actions.push(action);
    element.dataset.actions = JSON.stringify(actions);
  };
  const controlAt = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest(CONTROLS) : null;
    return control && element.contains(control) ? control : null;
  };
  const indexOf = (control: Element) => [...element.querySelectorAll(CONTROLS)].indexOf(control);
  // A mouse button held down on a control: should the screen take over before it is released,
  // the browser sends no click (the pressed node has gone), so the screen finishes the press
  // (hand-over.ts). A touch's tap is sent to what is under the finger, the screen's twin.
  element.addEventListener("pointerdown", (event) => {
    const control = controlAt(event.target);
    if (control && event.pointerType === "mouse" && event.button === 0)
      element.dataset.pressing = String(indexOf(control));
  });
  const released = () => {
    delete element.dataset.pressing;
    if (element.isConnected) return;
    document.removeEventListener("pointerup", released, true);
    document.removeEventListener("pointercancel", released, true);
  };
  document.addEventListener("pointerup", released, true);
  document.addEventListener("pointercancel", released, true);
  element.addEventListener("click", (event) => {
    const control = controlAt(event.target);
    if (!control) return;
    event.preventDefault();
    const index = indexOf(control);
    // A form is sent once, however often its button was pressed while waiting.
    if (control instanceof HTMLButtonElement && control.type === "submit" && actions.includes(index)) return;
    keep(index);
  });
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    // A press on a submit button (Enter in a field presses it too) is kept as a press already.
    if (!(event as SubmitEvent).submitter) keep("submit");
  });
  // The radio chosen in each group, kept apart from the copy's own radios: once the screen's
  // twins are in the page (the same names, so the same groups), the browser unchecks the copy's.
  element.addEventListener("change", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.type !== "radio" || !field.name) return;
    element.dataset.radios = JSON.stringify({
      ...(JSON.parse(element.dataset.radios ?? "{}") as Record<string, string>),
      [field.name]: field.value,
    });
  });
  element.hidden = false;
  return revealWhenFontReady(element, locale, element.textContent ?? "");
}
