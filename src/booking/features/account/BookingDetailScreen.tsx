import { useState } from "react";
import { fetchBooking } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { $user } from "../../../stores/auth.ts";
import { storeBooking } from "../../../stores/booking-data.ts";
import { claimBookingDrafts } from "../../../stores/booking-owner.ts";
import { navigate } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { BookingDetailView } from "./BookingDetailView.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { LoadFailure } from "./LoadFailure.tsx";
import { SupportDialog, type SupportTopic } from "./SupportDialog.tsx";
import { useCurrency } from "./use-currency.ts";
import { useEticketDownload, useEticketMail } from "./use-eticket.ts";
import { useEarlyLoad } from "./use-load.ts";

/** Booking detail (spec): header facts, actions, Outbound and Return, and every passenger. */
export default function BookingDetailScreen({ params }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = params.id ?? "";
  const { currency } = useCurrency();
  // The page asked for the booking before the app arrived (early-account.ts).
  const [state, , retry] = useEarlyLoad<BookingRecord>(
    "booking",
    id,
    (signal) => fetchBooking(id, signal).then((body) => body.data),
    t,
  );
  const { download, busyId } = useEticketDownload();
  const mail = useEticketMail();
  const [topic, setTopic] = useState<SupportTopic | null>(null);

  if (state.kind !== "ready") {
    return (
      <AccountLayout title={t("account.detail.title")}>
        {/* As the page drew it before the app arrived (early-account.ts). */}
        {state.kind === "loading" ? (
          <Spinner label={t("app.loading")} />
        ) : (
          <LoadFailure message={state.message} onRetry={state.retry ? retry : undefined} t={t} />
        )}
      </AccountLayout>
    );
  }

  const detail = bookingDetail(state.data, locale);
  return (
    <AccountLayout title={t("account.detail.title")}>
      <BookingDetailView
        detail={detail}
        t={t}
        currency={currency}
        sending={mail.sending}
        sent={mail.sent}
        busyId={busyId}
        onSendEticket={mail.send}
        onDownload={download}
        onTopic={setTopic}
        onPay={() => {
          // The payment step pays the booking stored in the browser (as Confirm Booking leaves it).
          claimBookingDrafts($user.get()?.id);
          storeBooking(state.data);
          navigate("payment");
        }}
      />
      <SupportDialog topic={topic} bookingId={detail.id} onClose={() => setTopic(null)} />
    </AccountLayout>
  );
}
