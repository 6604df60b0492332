import { useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { fetchFoundEticket } from "../../../api/booking-lookup.ts";
import { eticketFileName } from "../../../api/eticket-pdf.ts";
import { legViews } from "../../../domain/booking-legs.ts";
import type { BookingLookupQuery, FoundBooking } from "../../../domain/booking-lookup.ts";
import type { TravelerType } from "../../../domain/flight-offer.ts";
import { scheduleNotice } from "../../../domain/schedule-change.ts";
import type { UIKey } from "../../../i18n/en.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { saveFile } from "../../../ui/save-file.ts";
import toast from "../../../ui/toast.ts";
import { card, primaryButton } from "../../common/classes.ts";
import { ScheduleBadge, StatusBadge } from "../../common/StatusBadge.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { notifyError } from "../../notify-error.ts";
import { useLocale, useT } from "../../use-t.ts";
import { DetailLegs } from "./DetailSections.tsx";
import { ScheduleNoticeBox } from "./ScheduleNoticeBox.tsx";

const KIND: Record<TravelerType, UIKey> = {
  ADULT: "account.detail.kind.Adult",
  CHILD: "account.detail.kind.Child",
  HELD_INFANT: "account.detail.kind.Infant",
};

const TRIP: Record<FoundBooking["tripType"], UIKey> = {
  ONE_WAY: "account.detail.oneWay",
  ROUND_TRIP: "account.detail.roundTrip",
  MULTI_CITY: "trip.multiCity",
};

/**
 * A booking found by its code and a name, read-only: status, trip type, passengers' names, every
 * leg as the detail page shows it, and the e-ticket of a paid booking. No action changes it.
 */
export function FoundBookingView({ booking, query }: { booking: FoundBooking; query: BookingLookupQuery }) {
  const t = useT();
  const locale = useLocale();
  const { currency } = useCurrency();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveFile(await fetchFoundEticket(query), eticketFileName(booking.id));
    } catch (error) {
      const connection = error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
      if (connection || (error instanceof ApiError && error.status === 429))
        notifyError(error, t, { session: false });
      else toast.error(t("eticket.downloadFailed"));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <div className={`${card} mt-8`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 tabIndex={-1} className="min-w-0 text-lg font-semibold focus:outline-none">
            {t("account.booking.id", { id: booking.id })}
          </h2>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={booking.status} />
            {booking.scheduleChange && <ScheduleBadge kind={booking.scheduleChange.kind} />}
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t("account.detail.tripType")}</dt>
            <dd className="font-medium">{t(TRIP[booking.tripType])}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("account.detail.passengers")}</dt>
            <dd>
              <ul>
                {booking.passengers.map((p) => (
                  <li key={`${p.firstName}-${p.lastName}-${p.type}`} className="font-medium">
                    {`${p.firstName} ${p.lastName}`.trim()}{" "}
                    <span className="font-normal text-slate-600">({t(KIND[p.type])})</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <div className="mt-5">
          {booking.hasTicket ? (
            <button type="button" className={primaryButton} onClick={download} {...busyButton(downloading)}>
              {downloading ? t("account.booking.downloading") : t("account.booking.download")}
            </button>
          ) : (
            <p className="text-sm text-slate-700">{t("account.find.noTicket")}</p>
          )}
        </div>
        <p className="mt-4 text-sm text-slate-600">{t("account.find.readOnly")}</p>
      </div>
      {/* The airline's change, read-only, under the booking's heading (which takes the focus):
          answering it is the signed-in owner's, on booking detail. */}
      {booking.scheduleChange && (
        <div className="mt-6 [&>section]:mb-0">
          <ScheduleNoticeBox notice={scheduleNotice(booking.scheduleChange, locale)} toContact>
            <p className="mt-2 text-sm">{t("history.findAnswer")}</p>
          </ScheduleNoticeBox>
        </div>
      )}
      <DetailLegs legs={legViews(booking, locale)} paid={booking.hasTicket} currency={currency} />
    </>
  );
}
