import { useEffect } from "react";
import { Toaster as HotToaster, toast, useToasterStore } from "react-hot-toast";
import { duplicateIds, overflowIds, toastOptions } from "./toast-options.ts";

/**
 * The one toast container of the booking app, with the spec's durations and at most 20 toasts;
 * a message already showing shows once (the newest copy stays, with its full time).
 * The marketing pages do not use it: their forms answer in place, without React.
 */
export function Toaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of [...duplicateIds(toasts), ...overflowIds(toasts)]) toast.dismiss(id);
  }, [toasts]);
  return <HotToaster position="top-center" toastOptions={toastOptions} />;
}
