import { useEffect } from "react";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import { humanDuration } from "../../../domain/duration.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { summarize } from "../../../domain/offer-view.ts";
import { searchToQuery } from "../../../domain/search-query.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { $searchParams } from "../../../stores/search-params.ts";
import { $selectedFlight } from "../../../stores/selected-flight.ts";
import { legMiddle, legRow, legRowContainer } from "../../../ui/leg-row.ts";
import { linkButton } from "../../../ui/link-button.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { partyNote } from "../../common/party-note.ts";
import { redirectHome } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { itineraryLabel } from "./itinerary-label.ts";
import { lastListQuery } from "./last-list-query.ts";
import { StopsNote } from "./StopsNote.tsx";
import { usePrice } from "./use-price.ts";

/**
 * Choose (/flights/choose): the chosen offer's Departure and Return cards and Buy Now to
 * /ticket, where a signed-out traveller is sent to sign in first. As built, and while the page
 * hydrates, the heading waits over a spinner. Without search parameters it goes home (spec).
 */
export default function ChooseScreen() {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const path = usePath();
  const params = useStored($searchParams);
  const offer = useStored($selectedFlight);

  useEffect(() => {
    if (params === null) redirectHome();
  }, [params]);

  if (!params || offer === undefined)
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold">{t("choose.heading")}</h1>
        <Spinner label={t("app.loading")} />
      </div>
    );

  if (!offer)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t("choose.heading")}</h1>
        <p className="mt-3 text-lg">{t("choose.noFlight")}</p>
        <a
          href={path("flights", {}, searchToQuery(params))}
          className={`${linkButton} mt-6 bg-brand-700 text-white`}
        >
          {t("choose.seeFlights")}
        </a>
      </div>
    );

  return (
    <Chosen
      offer={offer}
      t={t}
      locale={locale}
      price={price}
      backHref={path("flights", {}, { ...searchToQuery(params), ...lastListQuery() })}
      ticketHref={path("ticket")}
    />
  );
}

/** A departure or arrival: its time, and its date (on one line from 640 px; a narrow phone may wrap it). */
function Moment({ at, locale, className }: { at: string; locale: Locale; className?: string }) {
  return (
    <p className={className}>
      <span className="block text-2xl font-semibold tabular-nums">{timeOf(at, locale)}</span>
      <span className="text-sm text-slate-600 sm:whitespace-nowrap">{detailDate(at, locale)}</span>
    </p>
  );
}

interface ChosenProps {
  offer: FlightOffer;
  t: Translate;
  locale: Locale;
  /** A USD amount in the visitor's currency. */
  price: (usdAmount: string) => string;
  /** The results list with its last sort and filters. */
  backHref: string;
  ticketHref: string;
}

/** The chosen offer's cards, the total (for several travellers, with one's own price), Back and Buy Now. */
export function Chosen({ offer, t, locale, price, backHref, ticketHref }: ChosenProps) {
  const party = partyNote(offer, t, price);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t("choose.heading")}</h1>
      <div className="mt-6 space-y-4">
        {offer.itineraries.map((itinerary, index) => {
          const s = summarize(itinerary);
          const title = itineraryLabel(offer, index, t);
          const first = itinerary.segments[0];
          return (
            <section
              key={first?.id ?? index}
              aria-label={title}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h2 className="font-semibold text-brand-700">{title}</h2>
                <p className="text-sm text-slate-600">
                  {itinerary.segments.map((seg) => `${seg.carrierCode} ${seg.number}`).join(", ")}
                </p>
              </div>
              <p className="mt-1 text-lg font-semibold">
                {s.from} → {s.to}
              </p>
              <div className={`mt-3 ${legRowContainer}`}>
                <div className={`${legRow} items-center gap-3`}>
                  <Moment at={s.departureAt} locale={locale} />
                  <p className={`${legMiddle} text-center text-sm text-slate-600`}>
                    <span className="block">{humanDuration(itinerary.duration, locale)}</span>
                    <StopsNote
                      itinerary={itinerary}
                      count={s.stops}
                      t={t}
                      locale={locale}
                      className="font-semibold text-ink"
                    />
                  </p>
                  <Moment at={s.arrivalAt} locale={locale} className="text-right" />
                </div>
              </div>
            </section>
          );
        })}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-brand-50 p-5">
        <p>
          <span className="block text-sm text-slate-600">{party?.totalForLabel ?? t("results.total")}</span>
          <span className="text-2xl font-semibold text-brand-700">{price(offer.price.grandTotal)}</span>
          {party && (
            <span data-testid="party-price" className="block text-sm text-slate-600">
              {party.each}
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={backHref} className={`${linkButton} border border-brand-600 text-brand-700`}>
            {t("choose.back")}
          </a>
          <a href={ticketHref} className={`${linkButton} bg-accent-500 text-ink hover:bg-amber-400`}>
            {t("choose.buyNow")}
          </a>
        </div>
      </div>
    </div>
  );
}
