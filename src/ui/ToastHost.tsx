import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { $toastsWanted, loadToasts } from "./toast.ts";

const loadToaster = () => import("./Toaster.tsx");
const Toaster = lazy(loadToaster);

/**
 * Downloads the toasts' code now, before any is shown: for a page kept for offline use (its
 * service worker keeps what the page loaded), whose toasts must show with no connection too.
 */
export async function preloadToasts(): Promise<void> {
  await Promise.all([loadToasts(), loadToaster()]);
}

/**
 * The place of the one Toaster: nothing until the first toast is asked for, then the Toaster
 * (react-hot-toast's, downloaded then; fixed over the page, so nothing moves when it comes).
 */
export function ToastHost() {
  const wanted = useStore($toastsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
