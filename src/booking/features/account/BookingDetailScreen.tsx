import { useState } from "react";
import { fetchBooking } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { formatPrice } from "../../../domain/money.ts";
import { pathTo } from "../../paths.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { AccountLayout } from "./AccountLayout.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { card, primaryButton, quietButton, secondaryButton } from "./classes.ts";
import { DetailLegs, DetailPassengers } from "./DetailSections.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import { SupportDialog, type SupportTopic } from "./SupportDialog.tsx";
import { useCurrency } from "./use-currency.ts";
import { useEticketDownload, useEticketMail } from "./use-eticket.ts";
import { useLoad } from "./use-load.ts";

/** Booking detail (spec): header facts, actions, Outbound and Return, and every passenger. */
export default function BookingDetailScreen({ params }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const id = params.id ?? "";
  const { currency } = useCurrency();
  const [state] = useLoad<BookingRecord>(
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
          <p role="alert" className="text-red-700">
            {state.message}
          </p>
        )}
      </AccountLayout>
    );
  }

  const detail = bookingDetail(state.data, locale);
  const facts: Array<[string, string]> = [
    [t("account.detail.bookedBy"), detail.bookedBy],
    [t("account.detail.bookingDate"), `${detail.bookingDate} ${detail.bookingTime}`],
    [t("account.detail.contactEmail"), detail.contactEmail],
    [
      t("account.detail.tripType"),
      t(detail.roundTrip ? "account.detail.roundTrip" : "account.detail.oneWay"),
    ],
    [t("account.detail.total"), formatPrice(detail.total, currency)],
  ];
  return (
    <AccountLayout title={t("account.detail.title")}>
      <div className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t("account.booking.id", { id: detail.id })}</h2>
          <StatusBadge status={detail.status} t={t} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          {detail.hasTicket && (
            <>
              <button
                type="button"
                className={primaryButton}
                disabled={mail.sending}
                onClick={() => mail.send(detail.id)}
              >
                {mail.sending ? t("account.detail.sending") : t("account.detail.sendEticket")}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={busyId === detail.id}
                onClick={() => download(detail.id)}
              >
                {busyId === detail.id ? t("account.booking.downloading") : t("account.booking.download")}
              </button>
            </>
          )}
          <button type="button" className={quietButton} onClick={() => setTopic("refund")}>
            {t("account.detail.requestRefund")}
          </button>
          <a href={pathTo("change", {}, { booking: detail.id })} className={quietButton}>
            {t("account.detail.requestReschedule")}
          </a>
          <button type="button" className={quietButton} onClick={() => setTopic("manage")}>
            {t("account.detail.manage")}
          </button>
        </div>
        <p role="status" className="mt-3 text-sm text-emerald-700 empty:hidden">
          {mail.sent}
        </p>
      </div>
      <DetailLegs legs={detail.legs} paid={detail.hasTicket} currency={currency} />
      <DetailPassengers passengers={detail.passengers} />
      <SupportDialog topic={topic} bookingId={detail.id} onClose={() => setTopic(null)} />
    </AccountLayout>
  );
}
