import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { refundRule } from "../../../domain/offer-view.ts";
import type { Leg } from "../../../domain/round-trip-legs.ts";
import { cabinCode } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { partyNote } from "../../common/party-note.ts";
import { ItineraryRow } from "./ItineraryRow.tsx";
import { itineraryLabel, tripLabel } from "./itinerary-label.ts";
import { offerFamilyName } from "./offer-family.ts";
import { refundText } from "./refund-text.ts";

interface Props {
  offer: FlightOffer;
  carriers: Record<string, string>;
  t: Translate;
  locale: Locale;
  price: (usd: string) => string;
  onDetails?: () => void;
  onChoose?: () => void;
  /** A round trip's leg (ADR 0071): the card shows that leg with the whole trip's price. */
  leg?: Leg;
}

/**
 * One offer (spec "Flight results"): carrier and aircraft codes, each direction's times, airports,
 * duration and stops, the cabin, the total in the visitor's currency (for several travellers:
 * "total for N travellers" and one's own price), Round Trip and Return, and the fare's refund
 * rule; Flight Details and Choose. Its title's id comes from the offer's.
 */
export function OfferCard({ offer, carriers, t, locale, price, onDetails, onChoose, leg }: Props) {
  // The cheapest fare family on sale, as the search priced the offer.
  const family = offerFamilyName(offer, locale);
  const titleId = `offer-${offer.id.replace(/\s/g, "-")}-title`;
  const first = offer.itineraries[0]?.segments[0];
  const cabin = cabinCode(offer.travelerPricings[0]?.fareDetailsBySegment[0]?.cabin);
  // A round trip's leg is shown alone, with the whole trip's price (ADR 0071).
  const trip = leg ? t("results.roundTrip") : tripLabel(offer, t);
  const refund = refundRule(offer).kind;
  const party = partyNote(offer, t, price);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-semibold">
            {carriers[first?.carrierCode ?? ""] ?? first?.carrierCode}
          </h2>
          <p className="text-sm text-slate-600">
            <span data-testid="carrier">{first?.carrierCode}</span> {first?.number} ·{" "}
            <span data-testid="aircraft">{first?.aircraft.code}</span>
            {cabin && <> · {t(`cabin.${cabin}`)}</>}
          </p>
        </div>
        {/* At the right also when a long airline name puts it on a line of its own. */}
        <div className="ml-auto text-right">
          {trip && (
            <span className="mb-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {trip}
            </span>
          )}
          {leg && (
            <p data-testid="trip-price-label" className="text-xs text-slate-600">
              {t(leg === "outbound" ? "legs.tripFrom" : "legs.tripTotal")}
            </p>
          )}
          <p className="text-xl font-semibold text-brand-700">
            <span className="sr-only">{t("results.total")}: </span>
            <span data-testid="price">{price(offer.price.grandTotal)}</span>
          </p>
          {party && (
            <p data-testid="party-price" className="text-xs text-slate-600">
              <span className="block">{party.totalFor}</span>
              <span className="block">{party.each}</span>
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 xl:grid-cols-2 xl:gap-8">
        {offer.itineraries.map((itinerary, index) => (
          <ItineraryRow
            key={itinerary.segments[0]?.id ?? index}
            itinerary={itinerary}
            label={leg === "return" ? t("results.return") : itineraryLabel(offer, index, t)}
            t={t}
            locale={locale}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p
          data-testid="refund"
          className={`rounded-full px-3 py-1 text-xs font-semibold ${refund === "none" ? "bg-slate-100 text-slate-700" : "bg-emerald-50 text-emerald-800"}`}
        >
          {refundText(offer, t, price)}
        </p>
        {family && (
          <p data-testid="card-family" className="text-xs font-semibold text-slate-700">
            {t("results.family", { family })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onDetails}
            aria-haspopup="dialog"
            className="min-h-10 rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("results.flightDetails")}
            <span className="sr-only">: {carriers[first?.carrierCode ?? ""] ?? first?.carrierCode}</span>
          </button>
          <button
            type="button"
            onClick={onChoose}
            className="min-h-10 rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600"
          >
            {t("results.choose")}
            <span className="sr-only">: {price(offer.price.grandTotal)}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
