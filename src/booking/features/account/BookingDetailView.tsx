import type { Currency } from "../../../domain/money.ts";
import { formatPrice } from "../../../domain/money.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { pathTo } from "../../paths.ts";
import type { BookingDetail } from "./booking-detail-view.ts";
import { card, primaryButton, quietButton, secondaryButton } from "./classes.ts";
import { DetailLegs, DetailPassengers } from "./DetailSections.tsx";
import { StatusBadge } from "./StatusBadge.tsx";
import type { SupportTopic } from "./SupportDialog.tsx";

/** The texts of a booking's detail before any action (the page carries them: early-account.ts). */
export const BOOKING_DETAIL_KEYS = [
  "account.booking.id",
  "account.status.PAID",
  "account.status.PENDING_PAYMENT",
  "account.status.EXPIRED",
  "account.status.CANCELLED",
  "account.detail.bookedBy",
  "account.detail.bookingDate",
  "account.detail.contactEmail",
  "account.detail.tripType",
  "account.detail.roundTrip",
  "account.detail.oneWay",
  "account.detail.total",
  "account.detail.sendEticket",
  "account.detail.payNow",
  "account.booking.download",
  "account.detail.requestRefund",
  "account.detail.requestReschedule",
  "account.detail.manage",
  "account.booking.outbound",
  "account.booking.return",
  "account.detail.eticketIssued",
  "account.detail.airline",
  "account.detail.flightNumber",
  "account.detail.pnr",
  "account.detail.pnrPending",
  "account.detail.price",
  "account.booking.terminal",
  "account.booking.direct",
  "account.booking.stops",
  "account.detail.passengers",
  "account.detail.kind.Adult",
  "account.detail.kind.Child",
  "account.detail.route",
  "account.detail.cabinBaggage",
  "account.detail.checkedBaggage",
  "account.detail.kg",
  "account.detail.nationality",
  "account.detail.nrc",
  "account.detail.passport",
] as const satisfies readonly UIKey[];

interface Props {
  detail: BookingDetail;
  t: Translate;
  currency: Currency;
  /** The e-ticket mail is being sent; the line saying it was sent (empty before). */
  sending?: boolean;
  sent?: string;
  /** The booking whose e-ticket is being downloaded, if any. */
  busyId?: string | null;
  onSendEticket?: (id: string) => void;
  onDownload?: (id: string) => void;
  onTopic?: (topic: SupportTopic) => void;
  /** Pay Now on a booking still waiting for payment: to the payment step with it. */
  onPay?: (id: string) => void;
}

/**
 * A booking's detail (spec): header facts and actions, Outbound and Return, every passenger.
 * Without hooks, so the page draws it as soon as its own request answers (early-account.ts);
 * BookingDetailScreen draws the same with the actions' state.
 */
export function BookingDetailView({
  detail,
  t,
  currency,
  sending = false,
  sent = "",
  busyId = null,
  onSendEticket,
  onDownload,
  onTopic,
  onPay,
}: Props) {
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
    <>
      <div className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="min-w-0 text-lg font-semibold">{t("account.booking.id", { id: detail.id })}</h2>
          <StatusBadge status={detail.status} t={t} />
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          {detail.status === "PENDING_PAYMENT" && (
            <button type="button" className={primaryButton} onClick={() => onPay?.(detail.id)}>
              {t("account.detail.payNow")}
            </button>
          )}
          {detail.hasTicket && (
            <>
              <button
                type="button"
                className={primaryButton}
                onClick={() => onSendEticket?.(detail.id)}
                {...busyButton(sending)}
              >
                {sending ? t("account.detail.sending") : t("account.detail.sendEticket")}
              </button>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => onDownload?.(detail.id)}
                {...busyButton(busyId === detail.id)}
              >
                {busyId === detail.id ? t("account.booking.downloading") : t("account.booking.download")}
              </button>
            </>
          )}
          {/* A refund or a new date is asked for a paid booking only: nothing was paid otherwise. */}
          {detail.hasTicket && (
            <>
              <button type="button" className={quietButton} onClick={() => onTopic?.("refund")}>
                {t("account.detail.requestRefund")}
              </button>
              <a href={pathTo("change", {}, { booking: detail.id })} className={quietButton}>
                {t("account.detail.requestReschedule")}
              </a>
            </>
          )}
          <button type="button" className={quietButton} onClick={() => onTopic?.("manage")}>
            {t("account.detail.manage")}
          </button>
        </div>
        <p role="status" className="mt-3 text-sm text-emerald-700 empty:hidden">
          {sent}
        </p>
      </div>
      <DetailLegs legs={detail.legs} paid={detail.hasTicket} currency={currency} t={t} />
      <DetailPassengers passengers={detail.passengers} t={t} />
    </>
  );
}
