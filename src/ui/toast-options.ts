import type { DefaultToastOptions, ToastOptions } from "react-hot-toast";

/** Spec section 9: at most 20 toasts on screen. */
export const MAX_TOASTS = 20;

/**
 * Spec section 9: 4 s for blank, error and custom toasts, 2 s for success, loading stays until
 * dismissed.
 */
export const toastOptions: DefaultToastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  custom: { duration: 4000 },
  loading: { duration: Number.POSITIVE_INFINITY },
};

/**
 * For an error toast whose text the form also shows at a field, or in an alert of its own, and
 * announces there: the toast is seen but not read out a second time (react-hot-toast makes every
 * toast a polite live region).
 */
export const shownInForm: ToastOptions = { ariaProps: { role: "status", "aria-live": "off" } };

/**
 * The ids to dismiss so that no more than `max` visible toasts remain (the oldest go first;
 * react-hot-toast lists the newest first).
 * @example overflowIds([{ id: "c", visible: true }, { id: "b", visible: true }, { id: "a", visible: true }], 2) // ["a"]
 */
export function overflowIds(
  toasts: ReadonlyArray<{ id: string; visible: boolean }>,
  max = MAX_TOASTS,
): string[] {
  return toasts
    .filter((toast) => toast.visible)
    .slice(max)
    .map((toast) => toast.id);
}

/**
 * The ids to dismiss so that a message shows once: of visible toasts of the same type and text,
 * only the newest stays (a form sent again and again with the same fault piled up copies over it).
 * @example duplicateIds([{ id: "b", visible: true, type: "error", message: "Wrong" }, { id: "a", visible: true, type: "error", message: "Wrong" }]) // ["a"]
 */
export function duplicateIds(
  toasts: ReadonlyArray<{ id: string; visible: boolean; type: string; message: unknown }>,
): string[] {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const toast of toasts) {
    if (!toast.visible || typeof toast.message !== "string") continue;
    const key = `${toast.type}\n${toast.message}`;
    if (seen.has(key)) ids.push(toast.id);
    else seen.add(key);
  }
  return ids;
}

/**
 * The ids to dismiss once something has succeeded: the errors shown before the newest success
 * (a form's "Please enter a valid e-mail address" stayed on the screen that said it was sent).
 * react-hot-toast lists the newest first.
 * @example supersededErrorIds([{ id: "b", visible: true, type: "success" }, { id: "a", visible: true, type: "error" }]) // ["a"]
 */
export function supersededErrorIds(
  toasts: ReadonlyArray<{ id: string; visible: boolean; type: string }>,
): string[] {
  const success = toasts.findIndex((toast) => toast.visible && toast.type === "success");
  if (success < 0) return [];
  return toasts
    .slice(success + 1)
    .filter((toast) => toast.visible && toast.type === "error")
    .map((toast) => toast.id);
}
