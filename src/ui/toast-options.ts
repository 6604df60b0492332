import type { DefaultToastOptions } from "react-hot-toast";

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
