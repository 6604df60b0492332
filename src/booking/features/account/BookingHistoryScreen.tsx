import { useStore } from "@nanostores/react";
import { fetchBookings } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { $auth } from "../../../stores/auth.ts";
import { Spinner } from "../../Spinner.tsx";
import { useEticketDownload } from "../../use-eticket-download.ts";
import { useLocale, useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { BookingListView } from "./BookingListView.tsx";
import { bookingHistory } from "./booking-view.ts";
import { LoadFailure } from "./LoadFailure.tsx";
import { useCurrency } from "./use-currency.ts";
import { useEarlyLoad } from "./use-load.ts";

/** Booking History (spec): the user's bookings newest first, each with its flights and actions. */
export default function BookingHistoryScreen() {
  const t = useT();
  const locale = useLocale();
  const { user } = useStore($auth);
  const { currency } = useCurrency();
  const { download, busyId } = useEticketDownload();
  // The page asked for the bookings before the app arrived (early-account.ts).
  const [state, , retry] = useEarlyLoad<BookingRecord[]>(
    "bookings",
    user?.id ?? null,
    (signal) => fetchBookings(user?.id ?? "", signal).then((body) => body.data),
    t,
  );
  const cards = state.kind === "ready" ? bookingHistory(state.data, locale) : [];

  // As the page drew it before the app arrived (early-account.ts).
  if (state.kind === "loading")
    return (
      <AccountLayout title={t("account.history.title")}>
        <Spinner label={t("app.loading")} />
      </AccountLayout>
    );
  return (
    <AccountLayout title={t("account.history.title")}>
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} t={t} />}
      {state.kind === "ready" && (
        <BookingListView cards={cards} t={t} currency={currency} busyId={busyId} onDownload={download} />
      )}
    </AccountLayout>
  );
}
