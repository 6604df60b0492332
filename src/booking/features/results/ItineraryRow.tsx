import { detailDate, timeOf } from "../../../domain/dates.ts";
import { humanDuration } from "../../../domain/duration.ts";
import type { Itinerary } from "../../../domain/flight-offer.ts";
import { summarize } from "../../../domain/offer-view.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { legMiddle, legRow, legRowContainer } from "../../../ui/leg-row.ts";
import { stopsText } from "./stops-text.ts";

/**
 * One direction of an offer: departure time and airport, duration and stops, arrival time and
 * airport, with the direction's label (Departure / Return).
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
          <span className="block">{stopsText(s.stops, t)}</span>
        </p>
        <p className="text-right">
          <span className="block text-xl font-semibold tabular-nums">{timeOf(s.arrivalAt, locale)}</span>
          <span className="text-sm text-slate-600">{s.to}</span>
        </p>
      </div>
    </div>
  );
}
