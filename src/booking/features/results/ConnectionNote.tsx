import { detailDate } from "../../../domain/dates.ts";
import type { FlightSegment } from "../../../domain/flight-offer.ts";
import type { Layover } from "../../../domain/layovers.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { useCityNames } from "../../../ui/use-city-names.ts";
import { layoverLength } from "./stops-text.ts";

const warning = "text-amber-900";

/**
 * What Flight Details says between two flights: the connection's airport and length, a stop of
 * the same aircraft with the word to stay on board, a change of terminal, and warnings for a
 * connection shorter than the airport's minimum or one through the night.
 */
export function ConnectionNote({
  layover,
  next,
  t,
  locale,
}: {
  layover: Layover;
  /** The flight after the connection. */
  next: FlightSegment;
  t: Translate;
  locale: Locale;
}) {
  const city = useCityNames([layover.airport, next.arrival.iataCode], locale);
  const named = (code: string) => (city(code) === code ? code : `${city(code)} (${code})`);
  const airport = named(layover.airport);
  const length = layoverLength(layover.minutes, t);
  const terminal = layover.terminalChange;
  return (
    <div
      data-testid="connection"
      className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm"
    >
      <p className="font-semibold">
        {layover.sameAircraft
          ? t("results.details.throughStop", { airport, length })
          : t("results.details.connection", { airport, length })}
      </p>
      <ul className="mt-1 space-y-0.5">
        {layover.sameAircraft && (
          <li className={warning}>
            {t("results.details.stayOnBoard", {
              airport: city(layover.airport),
              to: named(next.arrival.iataCode),
            })}
          </li>
        )}
        {terminal && (
          <li className={warning}>
            {t("results.details.terminalChange", {
              from: localDigits(terminal.from, locale),
              to: localDigits(terminal.to, locale),
            })}
          </li>
        )}
        {layover.short && (
          <li className={warning}>
            {t("results.details.shortConnection", { minimum: layoverLength(layover.minimumMinutes, t) })}
          </li>
        )}
        {layover.overnight && <li className={warning}>{t("results.details.overnight")}</li>}
      </ul>
    </div>
  );
}

/** Flight Details' word under a direction that lands on a later local day than it leaves. */
export function LaterDayNote({
  arrivalAt,
  days,
  t,
  locale,
}: {
  arrivalAt: string;
  days: number;
  t: Translate;
  locale: Locale;
}) {
  if (days <= 0) return null;
  return (
    <p data-testid="later-day-note" className={`mt-2 text-sm ${warning}`}>
      {t("results.details.laterDay", { date: detailDate(arrivalAt, locale), n: days })}
    </p>
  );
}
