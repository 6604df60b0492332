import { useEffect } from "react";
import type { User } from "../../../domain/account.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $restoringUser } from "../../../stores/auth.ts";
import { useOffline } from "../../../ui/use-offline.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { useLoad } from "../../common/use-load.ts";
import { signInAndReturn } from "../../router.ts";
import { type HistoryLoad, loadHistory, loadKeptHistoryWithoutSession } from "./kept-history.ts";

/**
 * The history page's bookings: the signed-in user's (from the API, or offline the copies kept for
 * them), or with no session the copies kept on this device while there is no connection; otherwise
 * a visitor with no session is sent to sign in (ADR 0077, 0081), as the detail page does. Nothing
 * is asked while the page hydrates or a stored token's user is looked up.
 */
export function useHistory(user: User | null | undefined, t: Translate) {
  const restoring = useStored($restoringUser);
  // With no session, asked again when the connection comes back: then the visitor signs in.
  const offline = useOffline();
  const key = user === undefined || restoring !== false ? null : user ? user.id : `no session ${offline}`;
  const [state, , retry] = useLoad<HistoryLoad | "signIn">(
    key,
    (signal) => (user ? loadHistory(user.id, signal) : loadKeptHistoryWithoutSession(signal)),
    t,
  );
  const signIn = state.kind === "ready" && state.data === "signIn";
  useEffect(() => {
    if (signIn) signInAndReturn();
  }, [signIn]);
  return [state, retry] as const;
}
