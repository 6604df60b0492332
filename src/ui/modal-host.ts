import { atom } from "nanostores";

/**
 * The modal dialogs open now, the topmost last. A modal is drawn above the whole page, toasts
 * included, so the Toaster shows its toasts inside the topmost one (Toaster.tsx).
 */
export const $openModals = atom<readonly HTMLElement[]>([]);

/** Notes `dialog` as opened (on top) or closed. */
export function modalShown(dialog: HTMLElement, open: boolean): void {
  const others = $openModals.get().filter((element) => element !== dialog);
  $openModals.set(open ? [...others, dialog] : others);
}
