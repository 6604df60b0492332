/** The element holding a screen the page drew before the app's code arrived (early-screen.ts). */
export const EARLY_SCREEN_ID = "early-screen";

/**
 * What the visitor did on the early screen that only the app can do (press a button, follow a
 * link, send a form), kept in order on the element (`data-actions`) for the app to do once it
 * is there: each is the index of the pressed control among the screen's links and buttons, or
 * `submit` for a form sent without a button.
 */
export type EarlyAction = number | "submit";

/** The links and buttons of a screen, in document order: what an EarlyAction's index counts. */
export const CONTROLS = "a[href], button";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** True while the page shows a screen it drew itself (the app's Loading then stays away). */
export function hasEarlyScreen(): boolean {
  return typeof document !== "undefined" && document.getElementById(EARLY_SCREEN_ID) !== null;
}

/** Removes the page's early copy of a screen the app could not show (it failed). */
export function dropEarlyScreen(): void {
  document.getElementById(EARLY_SCREEN_ID)?.remove();
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/** The app's field standing for an early one: same name (and, for a choice, same value). */
function twinOf(field: Field, early: HTMLElement): Field | undefined {
  return [...document.getElementsByName(field.name)].find(
    (element): element is Field =>
      !early.contains(element) &&
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      (!isCheckable(field) || (element as HTMLInputElement).value === field.value),
  );
}

/**
 * Writes a value the way typing does, so a controlled React field takes it into its state too
 * (React listens for `input`/`click` and reads the element's own setter's value).
 */
function copyInto(twin: Field, field: Field): void {
  if (isCheckable(field)) {
    if (twin instanceof HTMLInputElement && twin.checked !== field.checked) twin.click();
    return;
  }
  if (twin.value === field.value) return;
  const prototype = Object.getPrototypeOf(twin) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(twin, field.value);
  twin.dispatchEvent(new Event(twin instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * The app's screen takes the early screen's place, in the same frame (called from a layout
 * effect once the screen is in the page): what the visitor typed or chose there is copied into
 * the screen's fields, the focus and the text selection move along, the early copy goes, and
 * what the visitor pressed there (a button, a link, Enter in a form) is pressed now, in order,
 * on the screen. Nothing typed or pressed is lost.
 */
export function takeOverEarlyScreen(): void {
  const early = document.getElementById(EARLY_SCREEN_ID);
  if (!early) return;
  // Out of the browser's scroll anchoring: an anchor inside the copy moved a scrolled page up
  // (212 px on /flights) as the copy went, away from what the visitor was looking at.
  early.style.overflowAnchor = "none";
  // The screen's links and buttons as they are now, the early copy's twins, before anything
  // typed is copied: a choice copied may reorder what the screen shows (a sort on /flights), and
  // React keeps each keyed row's nodes, so a press is done on the row it was made on.
  const root = screenRootOf(early);
  const controls = root ? [...root.querySelectorAll<HTMLElement>(CONTROLS)] : [];
  const active = document.activeElement;
  let focused: Field | undefined;
  let selection: [number | null, number | null] = [null, null];
  for (const field of early.querySelectorAll<Field>("input[name], textarea[name], select[name]")) {
    const twin = twinOf(field, early);
    if (!twin) continue;
    // A radio's choice is copied from what the copy kept (below): the browser may have
    // unchecked the copy's radio when the screen's twin came into its group.
    const changed = isCheckable(field)
      ? field.type === "checkbox" && field.checked !== field.defaultChecked
      : field instanceof HTMLSelectElement || field.value !== field.defaultValue;
    if (changed) copyInto(twin, field);
    if (field === active) {
      focused = twin;
      if (!(field instanceof HTMLSelectElement) && !isCheckable(field)) {
        selection = [field.selectionStart, field.selectionEnd];
      }
    }
  }
  const radios = JSON.parse(early.dataset.radios ?? "{}") as Record<string, string>;
  const actions = JSON.parse(early.dataset.actions ?? "[]") as EarlyAction[];
  const pressing = early.dataset.pressing;
  early.remove();
  if (pressing !== undefined) finishPress(controls[Number(pressing)]);
  // Once the copy's radios are gone: React refuses a group holding radios it does not manage.
  for (const [name, value] of Object.entries(radios)) {
    const twin = [...document.getElementsByName(name)].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.value === value,
    );
    if (twin && !twin.checked) twin.click();
  }
  if (focused) {
    focused.focus({ preventScroll: true });
    const [start, end] = selection;
    if (start !== null && end !== null && "setSelectionRange" in focused) {
      try {
        focused.setSelectionRange(start, end);
      } catch {
        // Fields without a text selection (e-mail in some browsers) keep the caret at the end.
      }
    }
  }
  if (actions.length > 0 && root) {
    queueMicrotask(() => {
      for (const action of actions) {
        if (action === "submit") root.querySelector("form")?.requestSubmit();
        else {
          // As a press does: the control has the focus (a dialog it opens gives it back there).
          controls[action]?.focus({ preventScroll: true });
          controls[action]?.click();
        }
      }
    });
  }
}

/**
 * A mouse press begun on the early copy and still held: released on the screen's twin of the
 * control pressed, it presses the twin. The browser sends no click for a press whose node went
 * away meanwhile (and if one does reach the twin, that one is the press).
 */
function finishPress(twin: HTMLElement | undefined): void {
  if (!twin) return;
  const stop = () => {
    document.removeEventListener("pointerup", release, true);
    document.removeEventListener("pointercancel", stop, true);
  };
  const release = (event: PointerEvent) => {
    stop();
    if (event.pointerType !== "mouse" || !(event.target instanceof Node) || !twin.contains(event.target))
      return;
    let clicked = false;
    const sawClick = (click: Event) => {
      if (click.target instanceof Node && twin.contains(click.target)) clicked = true;
    };
    document.addEventListener("click", sawClick, true);
    // The browser's click, if any, follows the release in the same task.
    setTimeout(() => {
      document.removeEventListener("click", sawClick, true);
      if (clicked || !twin.isConnected) return;
      twin.focus({ preventScroll: true });
      twin.click();
    }, 0);
  };
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", stop, true);
}

/** The app's element standing for the early screen's outermost one (same tag and classes). */
function screenRootOf(early: HTMLElement): Element | undefined {
  const first = early.firstElementChild;
  if (!first) return undefined;
  return [...document.getElementsByTagName(first.tagName)].find(
    (element) => !early.contains(element) && element.className === first.className,
  );
}
