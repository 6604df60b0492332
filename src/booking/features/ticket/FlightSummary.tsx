import { journeyChains, legName } from "../../../domain/booked-legs.ts";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import { formatDuration, humanDuration } from "../../../domain/duration.ts";
import { type FlightOffer, includedBaggage } from "../../../domain/flight-offer.ts";
import { type Currency, formatPrice, priceBreakdown } from "../../../domain/money.ts";
import { tripTypeOf } from "../../../domain/trip-type.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { legMiddle, legRow, legRowContainer } from "../../../ui/leg-row.ts";
import { Panel } from "../../../ui/Panel.tsx";
import { legTitle } from "../../common/leg-title.ts";
import { partyNote } from "../../common/party-note.ts";
import { type LegView, offerCabin, offerLegs } from "./offer-view.ts";

interface Props {
  offer: FlightOffer;
  t: Translate;
  city: (code: string) => string;
  currency: Currency;
  locale: Locale;
}

const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

/**
 * Route summary, the flight cards (one per leg: a multi-city trip's are "Flight 2 of 4"), the ticket type card and the price card of the ticket step
 * (for several travellers its total says so, with one's own price). No hooks: TicketView.
 */
export function FlightSummary({ offer, t, city, currency, locale }: Props) {
  const legs = offerLegs(offer);
  const outbound = legs[0];
  const last = legs.at(-1);
  const tripType = tripTypeOf(offer.itineraries);
  const bags = includedBaggage(offer);
  const price = priceBreakdown(offer.price, currency, locale);
  const party = partyNote(offer, t, (usd) => formatPrice(usd, currency, locale));
  if (!outbound) return null;
  const way = {
    ONE_WAY: "ticket.oneWay",
    ROUND_TRIP: "ticket.roundTrip",
    MULTI_CITY: "trip.multiCity",
  } as const;
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-brand-700 p-4 text-white">
        <p className="text-lg font-semibold">
          {tripType === "MULTI_CITY"
            ? journeyChains(legs.map((leg) => ({ origin: leg.from, destination: leg.to })))
                .map((chain) => chain.map(city).join(" → "))
                .join(", ")
            : t("ticket.routeSummary", { from: city(outbound.from), to: city(outbound.to) })}
        </p>
        <p className="text-sm text-brand-100">
          {detailDate(outbound.departAt, locale)}
          {last && last !== outbound ? ` – ${detailDate(last.departAt, locale)}` : ""}
        </p>
      </div>
      {legs.map((leg, i) => (
        <LegCard
          key={`${leg.flights.join("-")}-${leg.departAt}`}
          title={legTitle(t, legName(tripType, i, legs.length), {
            outbound: "ticket.outbound",
            return: "ticket.return",
          })}
          leg={leg}
          t={t}
          city={city}
          locale={locale}
        />
      ))}
      <Panel title={t("ticket.ticketType")} headingId="ticket-type-heading">
        <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
          <Item term={t("ticket.class")} value={t(`ticket.cabin.${offerCabin(offer)}` as UIKey)} />
          <Item term={t("trip.way")} value={t(way[tripType])} />
          <Item term={t("ticket.baggage")} value={t("ticket.baggageValue", { weight: bags.weight })} />
        </dl>
      </Panel>
      <Panel title={t("ticket.price")} headingId="ticket-price-heading">
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>{t("ticket.baseFare")}</dt>
            <dd>{price.base}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{t("ticket.tax")}</dt>
            <dd>{price.tax}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-200 pt-1 font-semibold">
            <dt>{party?.totalForLabel ?? t("ticket.total")}</dt>
            <dd>{price.total}</dd>
          </div>
          {party && (
            <p data-testid="party-price" className="text-right text-slate-600">
              {party.each}
            </p>
          )}
        </dl>
      </Panel>
    </div>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function LegCard({
  title,
  leg,
  t,
  city,
  locale,
}: {
  title: string;
  leg: LegView;
  t: Translate;
  city: (c: string) => string;
  locale: Locale;
}) {
  const stops = leg.stops === 0 ? t("ticket.nonstop") : t("ticket.stops", { n: leg.stops });
  const duration = humanDuration(formatDuration(leg.minutes), locale);
  return (
    <section className={card} aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-slate-600">{detailDate(leg.departAt, locale)}</p>
      </div>
      <div className={`mt-3 ${legRowContainer}`}>
        <div className={`${legRow} items-center gap-2`}>
          <div>
            <p className="text-xl font-semibold">{timeOf(leg.departAt, locale)}</p>
            <p className="text-sm text-slate-700">
              {city(leg.from)} ({leg.from})
            </p>
          </div>
          <div className={`${legMiddle} text-center text-xs text-slate-600`}>
            <p>{duration}</p>
            <p aria-hidden="true" className="mx-auto my-1 h-px w-16 bg-slate-300 sm:w-24" />
            <p>{stops}</p>
          </div>
          <div className="text-right">
            <p className="text-xl font-semibold">{timeOf(leg.arriveAt, locale)}</p>
            <p className="text-sm text-slate-700">
              {city(leg.to)} ({leg.to})
            </p>
          </div>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {leg.flights.map((n) => t("ticket.flightNo", { number: n })).join(" · ")}
      </p>
    </section>
  );
}
