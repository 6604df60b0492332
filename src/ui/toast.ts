import { atom } from "nanostores";
import type { Renderable, ToastOptions } from "react-hot-toast";

type HotToast = typeof import("react-hot-toast").toast;

/**
 * True once a toast has been asked for: the Toaster (ToastHost.tsx) is drawn from then on. Until
 * then neither it nor react-hot-toast is downloaded (ADR 0091): most page loads show no toast.
 */
export const $toastsWanted = atom(false);

let loading: Promise<HotToast> | null = null;

/** react-hot-toast's `toast`, downloaded on first use (one request, shared by every caller). */
export function loadToasts(): Promise<HotToast> {
  loading ??= import("react-hot-toast").then((module) => module.toast);
  // A failed download (no connection) is tried again by the next toast.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

let made = 0;

/** Runs `call` on react-hot-toast once it is here; calls keep their order. */
function later(call: (hot: HotToast) => void): void {
  loadToasts().then(call, () => undefined);
}

function show(kind: "blank" | "success" | "error", message: Renderable, options: ToastOptions = {}): string {
  made += 1;
  const id = options.id ?? `toast-${made}`;
  $toastsWanted.set(true);
  later((hot) => (kind === "blank" ? hot : hot[kind])(message, { ...options, id }));
  return id;
}

/**
 * The booking app's and the search panel's toasts, as react-hot-toast's `toast` is called
 * (`toast(text)`, `toast.success`, `toast.error`, `toast.dismiss`), but downloaded with its
 * Toaster only when the first toast is shown. Each call returns the toast's id at once.
 * @example toast.error("Please enter a valid e-mail address", { id: "email" }) // "email"
 */
export const toast = Object.assign(
  (message: Renderable, options?: ToastOptions) => show("blank", message, options),
  {
    success: (message: Renderable, options?: ToastOptions) => show("success", message, options),
    error: (message: Renderable, options?: ToastOptions) => show("error", message, options),
    /** Takes a toast away (all of them without `id`); nothing to do before any was shown. */
    dismiss: (id?: string) => {
      if (loading) later((hot) => hot.dismiss(id));
    },
  },
);

export default toast;
