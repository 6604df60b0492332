import type { BookingRecord } from "../../../domain/booking.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { useLocale } from "../../use-t.ts";

interface Props {
  booking: BookingRecord | null;
  city: (code: string) => string;
  t: Translate;
}

/** The right-hand booking details card; 'Loading booking details...' while nothing is stored. */
export function BookingDetails({ booking, city, t }: Props) {
  const locale = useLocale();
  return (
    <Panel title={t("payment.detailsHeading")}>
      {!booking ? (
        <p className="mt-2 text-sm text-slate-600">{t("payment.loadingDetails")}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <Row term={t("payment.bookingId")} value={booking.id} />
          <Row
            term={t("trip.way")}
            value={booking.isRoundTrip ? t("payment.roundWay") : t("payment.oneWay")}
          />
          <Row term={t("payment.from")} value={`${city(booking.origin)} (${booking.origin})`} />
          <Row term={t("payment.to")} value={`${city(booking.destination)} (${booking.destination})`} />
          <Row
            term={t("payment.departure")}
            value={`${detailDate(booking.departureDate, locale)} ${timeOf(booking.departureDate, locale)}`}
          />
          {booking.returnFlightInfo && (
            <Row
              term={t("payment.return")}
              value={`${detailDate(booking.returnFlightInfo.returnDate, locale)} ${timeOf(booking.returnFlightInfo.returnDate, locale)}`}
            />
          )}
          <Row term={t("payment.airline")} value={booking.airlineName} />
          <Row
            term={t("payment.flightNumber")}
            value={[booking.flightNumber, booking.returnFlightInfo?.flightNumber].filter(Boolean).join(", ")}
          />
        </dl>
      )}
    </Panel>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
