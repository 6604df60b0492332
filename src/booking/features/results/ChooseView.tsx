import { detailDate, timeOf } from "../../../domain/dates.ts";
import { humanDuration } from "../../../domain/duration.ts";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { summarize } from "../../../domain/offer-view.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { legMiddle, legRow, legRowContainer } from "../../../ui/leg-row.ts";
import { linkButton } from "../../../ui/link-button.ts";
import { pathTo } from "../../paths.ts";
import { stopsText } from "./stops-text.ts";

/** A departure or arrival: its time, and its date (on one line from 640 px; a narrow phone may wrap it). */
function Moment({ at, locale, className }: { at: string; locale: Locale; className?: string }) {
  return (
    <p className={className}>
      <span className="block text-2xl font-semibold tabular-nums">{timeOf(at, locale)}</span>
      <span className="text-sm text-slate-600 sm:whitespace-nowrap">{detailDate(at, locale)}</span>
    </p>
  );
}

/** The texts the Choose view shows (the page carries them for its early copy: early-choose.ts). */
export const CHOOSE_KEYS = [
  "choose.heading",
  "choose.back",
  "choose.buyNow",
  "results.departure",
  "results.return",
  "results.total",
  "results.nonstop",
  "results.stopsCount",
] as const satisfies readonly UIKey[];

export interface ChooseViewProps {
  offer: FlightOffer;
  t: Translate;
  locale: Locale;
  /** A USD amount in the visitor's currency. */
  price: (usdAmount: string) => string;
  /** The results list with its last sort and filters. */
  backHref: string;
}

/**
 * The Choose screen's content: the chosen offer's Departure and Return cards (route, times,
 * duration, 'Nonstop' or 'N Stop'), the total, Back and Buy Now. A plain function of its data,
 * without hooks, so the page draws the same markup before React arrives (early-choose.ts, through
 * early/html-jsx.ts) and ChooseScreen takes its place unchanged.
 */
export function ChooseView({ offer, t, locale, price, backHref }: ChooseViewProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t("choose.heading")}</h1>
      <div className="mt-6 space-y-4">
        {offer.itineraries.map((itinerary, index) => {
          const s = summarize(itinerary);
          const title = index === 0 ? t("results.departure") : t("results.return");
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
                    <span className="block font-semibold text-ink">{stopsText(s.stops, t)}</span>
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
          <span className="block text-sm text-slate-600">{t("results.total")}</span>
          <span className="text-2xl font-semibold text-brand-700">{price(offer.price.grandTotal)}</span>
        </p>
        <div className="flex flex-wrap gap-3">
          <a href={backHref} className={`${linkButton} border border-brand-600 text-brand-700`}>
            {t("choose.back")}
          </a>
          <a href={pathTo("ticket")} className={`${linkButton} bg-accent-500 text-ink hover:bg-amber-400`}>
            {t("choose.buyNow")}
          </a>
        </div>
      </div>
    </div>
  );
}
