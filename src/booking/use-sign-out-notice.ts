import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import toast from "react-hot-toast";
import type { Translate } from "../i18n/translate.ts";
import { $signOutReason, clearSignOutReason } from "../stores/auth.ts";

/**
 * Says why the session ended when the visitor did not sign out themself (spec 4: an expired
 * session signs out "with a message"): one toast in the page's language, then the reason is
 * forgotten.
 */
export function useSignOutNotice(t: Translate): void {
  const reason = useStore($signOutReason);
  useEffect(() => {
    if (!reason) return;
    toast.error(t(reason === "expired" ? "app.sessionExpired" : "app.signedOut"), { id: "signed-out" });
    clearSignOutReason();
  }, [reason, t]);
}
