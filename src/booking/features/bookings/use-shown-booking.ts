import { useEffect } from "react";
import type { User } from "../../../domain/account.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { $restoringUser } from "../../../stores/auth.ts";
import { useOffline } from "../../../ui/use-offline.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { useLoad } from "../../common/use-load.ts";
import { signInAndReturn } from "../../router.ts";
import { loadBooking, loadKeptWithoutSession, type ShownBooking } from "./kept-booking.ts";

/**
 * Booking `id` for the detail page: the signed-in user's (from the API, or offline the copy kept
 * for them), or with no session the copy kept on this device while there is no connection;
 * otherwise a visitor with no session is sent to sign in (ADR 0077): the state is then "signIn".
 * Nothing is asked while the page hydrates or a stored token's user is looked up.
 */
export function useShownBooking(user: User | null | undefined, id: string | undefined, t: Translate) {
  const restoring = useStored($restoringUser);
  // With no session, asked again when the connection comes back: then the visitor signs in.
  const offline = useOffline();
  const key =
    id === undefined || user === undefined || restoring !== false
      ? null
      : user
        ? `${user.id} ${id}`
        : `no session ${id} ${offline}`;
  const [state, , retry] = useLoad<ShownBooking | null | "signIn">(
    key,
    (signal) => (user ? loadBooking(user.id, id ?? "", signal) : loadKeptWithoutSession(id ?? "", signal)),
    t,
  );
  const signIn = state.kind === "ready" && state.data === "signIn";
  useEffect(() => {
    if (signIn) signInAndReturn();
  }, [signIn]);
  return [state, retry] as const;
}
