import { type ReactNode, useState } from "react";
import type { Cancellation } from "../../../domain/cancellation.ts";
import { type Currency, formatPrice } from "../../../domain/money.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { useOffline } from "../../../ui/use-offline.ts";
import { AgentSaleFacts } from "../../common/agent-sale-parts.ts";
import { card, primaryButton, quietButton, secondaryButton } from "../../common/classes.ts";
import { ScheduleBadge, StatusBadge } from "../../common/StatusBadge.tsx";
import { useEticketDownload } from "../../use-eticket-download.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BookingTimeline } from "./BookingTimeline.tsx";
import type { BookingDetailData } from "./booking-detail-view.ts";
import { CancelDialog } from "./CancelDialog.tsx";
import { DetailLegs, DetailPassengers } from "./DetailSections.tsx";
import { needsConnection, OfflineReason } from "./OfflineNotes.tsx";
import { ScheduleActions } from "./ScheduleActions.tsx";
import { ScheduleNoticeBox } from "./ScheduleNoticeBox.tsx";
import { SupportDialog, type SupportTopic } from "./SupportDialog.tsx";
import { useEticketMail } from "./use-eticket.ts";

/** One of the detail's facts: its label over its value. */
const fact = ([label, value]: [string, string]) => (
  <div key={label}>
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className="break-words font-medium">{value}</dd>
  </div>
);

interface Props {
  detail: BookingDetailData;
  currency: Currency;
  /** Pay Now on a booking still waiting for payment: to the payment step with it. */
  onPay: () => void;
  /** Add to calendar, on a paid booking (ADR 0077). */
  calendar?: ReactNode;
  /** The booking was cancelled (Request Refund, confirmed): show it again as it is now. */
  onCancelled: (done: Cancellation) => void;
  /** The airline's new time was accepted: show the booking again with it. */
  onAccepted?: () => void;
  /** Cancelled with a full refund for the airline's change: show it again as it is now. */
  onRefunded?: (done: Cancellation) => void;
}

/**
 * A booking's detail (spec): header facts and actions (Pay Now, the e-ticket by mail or as a
 * file, a refund, a new date, help from support), Outbound and Return, every passenger.
 */
export function BookingDetail({
  detail,
  currency,
  onPay,
  calendar,
  onCancelled,
  onAccepted,
  onRefunded,
}: Props) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const mail = useEticketMail();
  const { download, busyId } = useEticketDownload();
  const [topic, setTopic] = useState<SupportTopic | null>(null);
  // With no connection, what needs the network says so; the kept e-ticket still downloads.
  const offline = useOffline();
  const [cancelling, setCancelling] = useState(false);
  const facts: Array<[string, string]> = [
    [t("account.detail.bookedBy"), detail.bookedBy],
    [t("account.detail.bookingDate"), `${detail.bookingDate} ${detail.bookingTime}`],
    [t("account.detail.contactEmail"), detail.contactEmail],
    [
      t("account.detail.tripType"),
      t(
        detail.tripType === "MULTI_CITY"
          ? "trip.multiCity"
          : detail.tripType === "ROUND_TRIP"
            ? "account.detail.roundTrip"
            : "account.detail.oneWay",
      ),
    ],
    [t("account.detail.total"), formatPrice(detail.total, currency, locale)],
  ];
  if (detail.paidInAll)
    facts.push([t("account.detail.paidInAll"), formatPrice(detail.paidInAll, currency, locale)]);
  const later: Array<[string, string]> = [];
  if (detail.fareType) later.push([t("account.detail.fareType"), t(`account.fare.${detail.fareType}`)]);
  if (detail.fareFamily) later.push([t("account.detail.fareFamily"), detail.fareFamily]);
  if (detail.cancellation) {
    const { date, time, refund } = detail.cancellation;
    later.push([t("cancel.cancelledAt"), `${date} ${time}`]);
    later.push([t("cancel.refunded"), formatPrice(refund, currency, locale)]);
  }
  return (
    <>
      {detail.scheduleChange && (
        <ScheduleNoticeBox notice={detail.scheduleChange}>
          <ScheduleActions
            bookingId={detail.id}
            kind={detail.scheduleChange.kind}
            amount={formatPrice(detail.paidInAll ?? detail.total, currency, locale)}
            offline={offline}
            onAccepted={() => onAccepted?.()}
            onRefunded={(done) => (onRefunded ?? onCancelled)(done)}
          />
        </ScheduleNoticeBox>
      )}
      <div className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="min-w-0 text-lg font-semibold">{t("account.booking.id", { id: detail.id })}</h2>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={detail.status} />
            {detail.scheduleChange && <ScheduleBadge kind={detail.scheduleChange.kind} />}
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(fact)}
          {/* An agent's own view: what they paid, their markup, what their customer paid (ADR 0083). */}
          {detail.agentSale && (
            <AgentSaleFacts sale={detail.agentSale} currency={currency}>
              {(sale) => sale.map(fact)}
            </AgentSaleFacts>
          )}
          {later.map(fact)}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          {detail.status === "PENDING_PAYMENT" && (
            <button type="button" className={primaryButton} onClick={onPay} {...needsConnection(offline)}>
              {t("account.detail.payNow")}
            </button>
          )}
          {detail.hasTicket && (
            <>
              <button
                type="button"
                className={primaryButton}
                onClick={() => mail.send(detail.id)}
                {...busyButton(mail.sending)}
                {...needsConnection(offline)}
              >
                {mail.sending ? t("account.detail.sending") : t("account.detail.sendEticket")}
              </button>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => download(detail.id)}
                {...busyButton(busyId === detail.id)}
              >
                {busyId === detail.id ? t("account.booking.downloading") : t("account.booking.download")}
              </button>
              {/* A refund or a new date is asked for a paid booking only: nothing was paid otherwise. */}
              <button
                type="button"
                className={quietButton}
                onClick={() => setCancelling(true)}
                {...needsConnection(offline)}
              >
                {t("account.detail.requestRefund")}
              </button>
              <a
                href={path("change", {}, { booking: detail.id })}
                className={quietButton}
                {...needsConnection(offline)}
              >
                {t("account.detail.requestReschedule")}
              </a>
            </>
          )}
          {calendar}
          <button type="button" className={quietButton} onClick={() => setTopic("manage")}>
            {t("account.detail.manage")}
          </button>
        </div>
        <OfflineReason offline={offline} />
        <p role="status" className="mt-3 text-sm text-emerald-700 empty:hidden">
          {mail.sent}
        </p>
      </div>
      <DetailLegs legs={detail.legs} paid={detail.hasTicket} currency={currency} />
      <BookingTimeline events={detail.events} currency={currency} />
      <DetailPassengers passengers={detail.passengers} />
      <SupportDialog topic={topic} bookingId={detail.id} onClose={() => setTopic(null)} />
      <CancelDialog
        open={cancelling}
        bookingId={detail.id}
        currency={currency}
        onClose={() => setCancelling(false)}
        onCancelled={(done) => {
          setCancelling(false);
          onCancelled(done);
        }}
      />
    </>
  );
}
