import { legName, recordLegs, recordTripType } from "../../../domain/booked-legs.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookedFlights } from "../../../domain/booking-legs.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import { localizedPath } from "../../../i18n/paths.ts";
import { HOME_PATH } from "../../../routes.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { legTitle } from "../../common/leg-title.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";

interface Props {
  booking: BookingRecord | null;
  /** A city's name by airport code. */
  city: (code: string) => string;
}

/**
 * The right-hand booking details card (every leg of a multi-city trip); with nothing stored,
 * where to find a booking instead.
 */
export function BookingDetails({ booking, city }: Props) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  return (
    <Panel title={t("payment.detailsHeading")} headingId="booking-details">
      {!booking ? (
        // Spec: 'Loading booking details...', though nothing is coming: said plainly, with the
        // ways on (docs/spec-deviations.md).
        <div className="mt-2 space-y-2 text-sm">
          <p className="text-slate-600">{t("payment.noBookingStored")}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 font-semibold">
            <a href={path("bookingHistory")} className="text-brand-700 underline hover:no-underline">
              {t("payment.toBookings")}
            </a>
            <a
              href={localizedPath(HOME_PATH, locale)}
              className="text-brand-700 underline hover:no-underline"
            >
              {t("payment.toSearch")}
            </a>
          </p>
        </div>
      ) : recordTripType(booking) === "MULTI_CITY" ? (
        <MultiCityDetails booking={booking} city={city} />
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
          <Row term={t("payment.flightNumber")} value={bookedFlights(booking)} />
        </dl>
      )}
    </Panel>
  );
}

/** A multi-city booking: its id, then each leg's route, departure and flights under "Flight 2 of 4". */
function MultiCityDetails({ booking, city }: { booking: BookingRecord; city: (code: string) => string }) {
  const t = useT();
  const locale = useLocale();
  const legs = recordLegs(booking);
  return (
    <>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <Row term={t("payment.bookingId")} value={booking.id} />
        <Row term={t("trip.way")} value={t("trip.multiCity")} />
      </dl>
      <ol className="mt-3 space-y-3 text-sm">
        {legs.map((leg, i) => (
          <li key={`${leg.flightNumber}-${leg.departureAt}`} className="border-t border-slate-100 pt-2">
            <p className="text-xs font-semibold text-brand-700">
              {legTitle(t, legName("MULTI_CITY", i, legs.length), {
                outbound: "payment.departure",
                return: "payment.return",
              })}
            </p>
            <p className="font-medium break-words">
              {city(leg.origin)} ({leg.origin}) → {city(leg.destination)} ({leg.destination})
            </p>
            <p className="text-slate-700 break-words">
              {detailDate(leg.departureAt, locale)} {timeOf(leg.departureAt, locale)} · {leg.airlineName}{" "}
              {leg.flightNumbers.join(" + ")}
            </p>
          </li>
        ))}
      </ol>
    </>
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
