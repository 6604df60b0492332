import { useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { fetchBooking } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { $user } from "../../../stores/auth.ts";
import { storeBooking } from "../../../stores/booking-data.ts";
import { claimBookingDrafts } from "../../../stores/booking-owner.ts";
import { pathTo } from "../../paths.ts";
import { navigate } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { useEticketDownload } from "../../use-eticket-download.ts";
import { useLocale, useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { BookingDetailView } from "./BookingDetailView.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { textLink } from "./classes.ts";
import { LoadFailure } from "./LoadFailure.tsx";
import { SupportDialog, type SupportTopic } from "./SupportDialog.tsx";
import { useCurrency } from "./use-currency.ts";
import { useEticketMail } from "./use-eticket.ts";
import { useEarlyLoad } from "./use-load.ts";

/** Booking detail (spec): header facts, actions, Outbound and Return, and every passenger. */
export default function BookingDetailScreen({ params }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = params.id ?? "";
  const { currency } = useCurrency();
  // The page asked for the booking before the app arrived (early-account.ts).
  // An unknown booking, or an address no booking can have (cut short or mangled by a messenger
  // app: the server refuses it as a request), is "not found" in the page's language, not an error.
  const [state, , retry] = useEarlyLoad<BookingRecord | null>(
    "booking",
    id,
    (signal) =>
      fetchBooking(id, signal).then(
        (body) => body.data,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        },
      ),
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
          <LoadFailure failure={state} onRetry={retry} t={t} />
        )}
      </AccountLayout>
    );
  }

  if (state.data === null)
    return (
      <AccountLayout title={t("account.detail.title")}>
        <p role="alert">{t("account.detail.notFound")}</p>
        <a href={pathTo("bookingHistory")} className={`${textLink} mt-3 inline-block`}>
          {t("account.history.title")}
        </a>
      </AccountLayout>
    );
  const booking = state.data;
  const detail = bookingDetail(booking, locale);
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
          storeBooking(booking);
          navigate("payment");
        }}
      />
      <SupportDialog topic={topic} bookingId={detail.id} onClose={() => setTopic(null)} />
    </AccountLayout>
  );
}
