import { useEffect } from "react";
import type { Translate } from "../i18n/translate.ts";
import { $signOutReason, $token, clearSignOutReason } from "../stores/auth.ts";
import toast from "../ui/toast.ts";
import { useStored } from "../ui/use-stored.ts";

/** The toast that says a session ended: one at a time, and gone once the visitor signs in. */
export const SIGNED_OUT_TOAST = "signed-out";

/**
 * Says why the session ended when the visitor did not sign out themself (spec 4: an expired
 * session signs out "with a message"): one toast in the page's language, then the reason is
 * forgotten. Signing in again takes the notice away, so it does not stand beside "Login
 * successful" on the page the visitor returns to.
 */
export function useSignOutNotice(t: Translate): void {
  const reason = useStored($signOutReason);
  const signedIn = Boolean(useStored($token));
  useEffect(() => {
    if (signedIn) toast.dismiss(SIGNED_OUT_TOAST);
  }, [signedIn]);
  useEffect(() => {
    if (!reason) return;
    toast.error(t(reason === "expired" ? "app.sessionExpired" : "app.signedOut"), { id: SIGNED_OUT_TOAST });
    clearSignOutReason();
  }, [reason, t]);
}
