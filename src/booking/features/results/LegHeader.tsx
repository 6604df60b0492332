import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { Leg } from "../../../domain/round-trip-legs.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { ItineraryRow } from "./ItineraryRow.tsx";

interface Props {
  leg: Leg;
  /**
   * On the return step, the cheapest whole trip of the chosen outbound (its first itinerary is
   * the outbound); null while the returns load or when none fits.
   */
  trip: FlightOffer | null;
  /** The returns came and none fits the outbound. */
  noReturns: boolean;
  t: Translate;
  locale: Locale;
  price: (usd: string) => string;
  onChange: () => void;
  /**
   * Drawn before the search is known (the built page, hydrating): shown only when the page's head
   * marked this step on the root element (`data-trip`, results-mark.ts).
   */
  marked?: boolean;
}

/** The steps as marked, written out whole, as Tailwind reads them. */
const MARKED: Record<Leg, string> = {
  outbound: "hidden [html[data-trip=outbound]_&]:block",
  return: "hidden [html[data-trip=return]_&]:block",
};

/**
 * A round trip's step above its list (ADR 0071): "Choose your outbound flight", or the chosen
 * outbound's summary (times, flights, the whole trip from its cheapest return) with Change, then
 * "Choose your return flight". Before the search is known the screen draws both steps, `marked`:
 * the one the address asks for has its place from the first paint.
 */
export function LegHeader({ leg, trip, noReturns, t, locale, price, onChange, marked }: Props) {
  const outbound = trip?.itineraries[0];
  return (
    <div className={marked ? `mt-6 ${MARKED[leg]}` : "mt-6"}>
      {leg === "return" && (
        <section
          aria-labelledby="chosen-outbound"
          data-testid={marked ? undefined : "chosen-outbound"}
          className="mb-5 rounded-xl border-2 border-brand-600 bg-white p-4 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold text-slate-600">{t("legs.step1")}</p>
              <h2 id="chosen-outbound" className="font-semibold">
                {t("legs.chosenOutbound")}
              </h2>
              {/* Its place held while the trip comes; the price grows to the right, moving nothing. */}
              <p
                className={`mt-1 text-sm text-slate-700 ${trip ? "" : "invisible"}`}
                aria-hidden={!trip || undefined}
              >
                <span className="block text-xs">{t("legs.tripFrom")}</span>
                <span className="font-semibold text-brand-700">
                  {trip ? price(trip.price.grandTotal) : "\u00a0"}
                </span>
              </p>
            </div>
            <button
              type="button"
              onClick={onChange}
              aria-label={t("legs.changeLabel")}
              className="ml-auto min-h-10 rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("legs.change")}
            </button>
          </div>
          {/* The place of a non-stop flight's row, held while it comes (Myanmar's lines are taller). */}
          <div className={`mt-3 max-w-xl ${locale === "my" ? "min-h-[5.875rem]" : "min-h-20"}`}>
            {outbound && (
              <ItineraryRow itinerary={outbound} label={t("results.departure")} t={t} locale={locale} />
            )}
          </div>
          {noReturns && (
            <p role="alert" className="mt-3 text-sm font-semibold text-slate-800">
              {t("legs.noReturns")}
            </p>
          )}
        </section>
      )}
      <p className="text-sm font-semibold text-slate-600">
        {t(leg === "outbound" ? "legs.step1" : "legs.step2")}
      </p>
      <h2 className="text-xl font-semibold" data-testid={marked ? undefined : "leg-heading"}>
        {t(leg === "outbound" ? "legs.outboundHeading" : "legs.returnHeading")}
      </h2>
    </div>
  );
}
