import { detailDate, timeOf } from "../../../domain/dates.ts";
import { humanDuration } from "../../../domain/duration.ts";
import type { Itinerary } from "../../../domain/flight-offer.ts";
import { stopsOf } from "../../../domain/layovers.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import { summarize } from "../../../domain/offer-view.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { legMiddle, legRow, legRowContainer } from "../../../ui/leg-row.ts";
import { StopsNote } from "./StopsNote.tsx";

/**
 * One direction of an offer: departure time and airport, duration and stops (where and how long,
 * flagged when short or overnight), arrival time ("+1" on a later day) and airport, with the
 * direction's label (Departure / Return).
 */
export function ItineraryRow({
  itinerary,
  label,
  t,
  locale,
}: {
  itinerary: Itinerary;
  label: string;
  t: Translate;
  locale: Locale;
}) {
  const s = summarize(itinerary);
  const days = stopsOf(itinerary).arrivalDayOffset;
  return (
    <div className={legRowContainer}>
      <div className={`${legRow} items-center gap-3`}>
        <p className="col-span-full text-xs font-semibold uppercase tracking-wide text-slate-500">
          {label} · {detailDate(s.departureAt, locale)} ·{" "}
          {itinerary.segments.map((segment) => `${segment.carrierCode} ${segment.number}`).join(", ")}
        </p>
        <p>
          <span className="block text-xl font-semibold tabular-nums">{timeOf(s.departureAt, locale)}</span>
          <span className="text-sm text-slate-600">{s.from}</span>
        </p>
        <p className={`${legMiddle} text-center text-sm text-slate-600`}>
          <span className="block">{humanDuration(itinerary.duration, locale)}</span>
          <span aria-hidden="true" className="mx-auto my-1 block h-px w-20 bg-slate-300 sm:w-28" />
          <StopsNote itinerary={itinerary} count={s.stops} t={t} locale={locale} />
        </p>
        <p className="text-right">
          <span className="block text-xl font-semibold tabular-nums">
            {timeOf(s.arrivalAt, locale)}
            {days > 0 && (
              <>
                <sup
                  data-testid="later-day"
                  aria-hidden="true"
                  className="ml-0.5 text-xs font-semibold text-amber-800"
                >
                  +{localDigits(days, locale)}
                </sup>
                <span className="sr-only">
                  {" "}
                  ({t(days === 1 ? "results.stop.laterDay" : "results.stop.laterDays", { n: days })})
                </span>
              </>
            )}
          </span>
          <span className="text-sm text-slate-600">{s.to}</span>
        </p>
      </div>
    </div>
  );
}
