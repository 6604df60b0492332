import type { Itinerary } from "../../../domain/flight-offer.ts";
import { stopsOf } from "../../../domain/layovers.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { stopsLine } from "./stops-text.ts";

/**
 * A direction's stops as the offer card and Choose say them: "Nonstop", "1 Stop · KUL · 1 h 20
 * min", "Stops in Bagan, same aircraft", then a warning for a short or overnight connection.
 * `count` is the direction's stops (its connections and any stop a flight makes on its own).
 */
export function StopsNote({
  itinerary,
  count,
  t,
  locale,
  className = "",
}: {
  itinerary: Itinerary;
  count: number;
  t: Translate;
  locale: Locale;
  /** The stops line's own classes. */
  className?: string;
}) {
  const stops = stopsOf(itinerary);
  // Only a stop of the same aircraft is named by its city.
  const city = useCityNames(
    stops.layovers.filter((l) => l.sameAircraft).map((l) => l.airport),
    locale,
  );
  const warnings = [
    ...(stops.layovers.some((l) => l.short) ? [t("results.stop.short")] : []),
    ...(stops.layovers.some((l) => l.overnight) ? [t("results.stop.overnight")] : []),
  ];
  return (
    <>
      <span data-testid="stops" className={`block ${className}`.trim()}>
        {stopsLine(stops, count, t, city)}
      </span>
      {warnings.length > 0 && (
        <span data-testid="stop-warning" className="block text-xs font-semibold text-amber-800">
          {warnings.join(" · ")}
        </span>
      )}
    </>
  );
}
