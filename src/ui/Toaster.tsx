import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { Toaster as HotToaster, toast, useToasterStore } from "react-hot-toast";
import { $openModals } from "./modal-host.ts";
import { duplicateIds, overflowIds, supersededErrorIds, toastOptions } from "./toast-options.ts";

/**
 * The one toast container of the booking app, with the spec's durations and at most 20 toasts;
 * a message already showing shows once (the newest copy stays, with its full time); errors
 * shown before a success go with it; above an open modal dialog.
 * The marketing pages do not use it: their forms answer in place, without React.
 */
export default function Toaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of [...duplicateIds(toasts), ...overflowIds(toasts), ...supersededErrorIds(toasts)])
      toast.dismiss(id);
  }, [toasts]);
  // While a modal dialog is open the toasts are shown inside it: drawn above the whole page, it
  // would hide them. (One Toaster, moved: react-hot-toast 2.6 unsubscribes the first Toaster of an
  // id when any of them unmounts, so a second one in the dialog silenced the page's.)
  const modal = useStore($openModals).at(-1);
  const toaster = <HotToaster position="top-center" toastOptions={toastOptions} />;
  return modal ? createPortal(toaster, modal) : toaster;
}
