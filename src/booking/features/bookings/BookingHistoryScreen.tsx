import { fetchBookings } from "../../../api/bookings.ts";
import { AccountFrame } from "../../common/AccountFrame.tsx";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { useLoad } from "../../common/use-load.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { Spinner } from "../../Spinner.tsx";
import { useLocale, useT } from "../../use-t.ts";
import { BookingList } from "./BookingList.tsx";
import { bookingHistory } from "./booking-view.ts";

/**
 * Booking History (spec): the user's bookings newest first, each with its flights and actions.
 * As built, and while the page hydrates, the frame waits over a spinner; the bookings are asked
 * for once the signed-in user is known.
 */
export default function BookingHistoryScreen() {
  const t = useT();
  const locale = useLocale();
  const user = useSignedInUser();
  const { currency } = useCurrency();
  const [state, , retry] = useLoad(
    user ? user.id : null,
    (signal) => fetchBookings(user?.id ?? "", signal),
    t,
  );
  return (
    <AccountFrame title={t("account.history.title")} current="bookingHistory" user={user}>
      {state.kind === "loading" && <Spinner label={t("app.loading")} />}
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} />}
      {state.kind === "ready" && (
        <BookingList cards={bookingHistory(state.data, locale)} currency={currency} />
      )}
    </AccountFrame>
  );
}
