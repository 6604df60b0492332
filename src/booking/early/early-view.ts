import type { UIKey } from "../../i18n/en.ts";
import { type Locale, toLocale } from "../../i18n/locales.ts";
import { type Translate, translatorFrom } from "../../i18n/translate-core.ts";
import { STORAGE_KEYS } from "../../stores/storage-keys.ts";
import { activateEarlyScreen } from "./early-activate.ts";
import { EARLY_SCREEN_ID } from "./hand-over.ts";
import { type Html, render } from "./html-jsx.ts";

/** Settles once the early view has been shown and painted. */
let shown: Promise<void> = Promise.resolve();

/** After the browser's next frame (the one showing what is there now). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

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
    shown = activateEarlyScreen(element, locale).then(afterPaint);
  } catch {
    element.remove();
  }
}

/**
 * `draw`'s view as nodes; null for data of another shape (what is shown then stays until the app
 * takes over).
 */
function drawn(draw: () => unknown): DocumentFragment | null {
  const view = document.createElement("template");
  try {
    view.innerHTML = render(draw() as Html);
  } catch {
    return null;
  }
  return view.content;
}

/**
 * Brings `from`'s children to `to`'s, keeping every node that stays the same (and an element
 * that only changed its attributes or children): what was already painted stays the same node.
 */
function morph(from: Node, to: Node): void {
  const current = [...from.childNodes];
  const wanted = [...to.childNodes];
  wanted.forEach((node, index) => {
    const old = current[index];
    if (!old) from.appendChild(node);
    else if (old.isEqualNode(node)) return;
    else if (old instanceof Element && node instanceof Element && old.tagName === node.tagName) {
      for (const { name } of [...old.attributes]) if (!node.hasAttribute(name)) old.removeAttribute(name);
      for (const { name, value } of [...node.attributes])
        if (old.getAttribute(name) !== value) old.setAttribute(name, value);
      morph(old, node);
    } else old.replaceWith(node);
  });
  for (const extra of current.slice(wanted.length)) extra.remove();
}

/**
 * Draws the early screen again with the view `draw` makes (e.g. once the page's own request has
 * answered), unless the app's screen has taken its place meanwhile: only what changed is
 * replaced (the heading, the menu stay the nodes already painted), once the first view has been
 * shown and painted. Replacing the whole copy made its heading a new, later largest paint (in
 * Myanmar 130 ms later on a slow phone). Settles once the new view has been painted, so a page
 * can draw in steps (the figures first, then the rest below them).
 */
export function redrawEarlyView(element: HTMLElement, draw: () => unknown): Promise<void> {
  shown = shown.then(() => {
    if (!element.isConnected) return;
    const next = drawn(draw);
    if (!next) return;
    morph(element, next);
    return afterPaint();
  });
  return shown;
}

/**
 * Adds what `draw` makes (HTML) at the end of the early screen's `selector` element, once what
 * was asked before has been shown and painted, unless the app's screen has taken the copy's
 * place meanwhile: a long list grows a few items a step without drawing what is there again.
 * Settles once the items have been painted.
 */
export function appendToEarlyView(
  element: HTMLElement,
  selector: string,
  draw: () => unknown,
): Promise<void> {
  shown = shown.then(() => {
    const list = element.isConnected ? element.querySelector(selector) : null;
    const items = list && drawn(draw);
    if (!items) return;
    list.append(items);
    return afterPaint();
  });
  return shown;
}
