import { useEffect } from "react";
import { AccountFrame } from "../../common/AccountFrame.tsx";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { Spinner } from "../../Spinner.tsx";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BookingList } from "./BookingList.tsx";
import { bookingHistory } from "./booking-view.ts";
import { KeptHistory } from "./KeptHistory.tsx";
import { keepShell } from "./keep-shell.ts";
import { useHistory } from "./use-history.ts";

/**
 * Booking History (spec): the user's bookings newest first, each with its flights and actions;
 * with no connection, the bookings kept on this device (ADR 0081), also once the session has
 * expired (the device's last traveller's, as booking detail shows them). As built, and while the
 * page hydrates, the frame waits over a spinner; the bookings are asked for once the signed-in
 * user is known.
 */
export default function BookingHistoryScreen() {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const user = useSignedInUser();
  const { currency } = useCurrency();
  const [state, retry] = useHistory(user, t);
  const online = state.kind === "ready" && state.data !== "signIn" && state.data.kind === "online";
  const scope = path("bookingHistory");
  // Once the list is shown from the API, the page's shell is kept for the next time offline.
  useEffect(() => {
    if (online) void keepShell(scope);
  }, [online, scope]);
  return (
    <AccountFrame title={t("account.history.title")} current="bookingHistory" user={user}>
      {(state.kind === "loading" || (state.kind === "ready" && state.data === "signIn")) && (
        <Spinner label={t("app.loading")} />
      )}
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} />}
      {state.kind === "ready" &&
        state.data !== "signIn" &&
        (state.data.kind === "online" ? (
          <BookingList cards={bookingHistory(state.data.records, locale)} currency={currency} />
        ) : (
          <KeptHistory kept={state.data.kept} sessionEnded={state.data.sessionEnded === true} />
        ))}
    </AccountFrame>
  );
}
