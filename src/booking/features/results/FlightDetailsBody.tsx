import { Fragment } from "react";
import { detailDate, timeOf } from "../../../domain/dates.ts";
import { humanDuration } from "../../../domain/duration.ts";
import type { FlightOffer, FlightSegment } from "../../../domain/flight-offer.ts";
import { stopsOf } from "../../../domain/layovers.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import type { RouteNotice } from "../../../domain/route-notice.ts";
import { cabinCode } from "../../../domain/search-params.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { partyNote } from "../../common/party-note.ts";
import { RouteNotices } from "../../common/RouteNotices.tsx";
import { useLocale } from "../../use-t.ts";
import { ConnectionNote, LaterDayNote } from "./ConnectionNote.tsx";
import { FareFamilies } from "./FareFamilies.tsx";
import { itineraryLabel } from "./itinerary-label.ts";
import { changeText, refundText } from "./refund-text.ts";

interface Props {
  offer: FlightOffer;
  carriers: Record<string, string>;
  /** The search's route notices: they apply to every offer of it. */
  notices?: readonly RouteNotice[];
  t: Translate;
  price: (usd: string) => string;
  /** Choose with one of the flights' fare families (on a round trip's outbound step, the outbound). */
  onChoose: (offer: FlightOffer) => void;
  /**
   * A round trip's outbound step (ADR 0071): `offer` is the outbound alone with the price of the
   * whole trip from its cheapest return. That price is said as such, and the fare families, which
   * are the whole trip's, wait for the return step; Choose picks the outbound.
   */
  outboundStep?: boolean;
}

/** A date and time as a table cell shows them: a narrow column breaks between the two only. */
function when(at: string, locale: Locale): string {
  return `${detailDate(at, locale).replace(/ /g, "\u00a0")} ${timeOf(at, locale)}`;
}

/** One segment's facts as the spec lists them, in the order of the table's columns. */
function facts(segment: FlightSegment, offer: FlightOffer, t: Translate, locale: Locale) {
  const fare = offer.travelerPricings[0]?.fareDetailsBySegment.find((f) => f.segmentId === segment.id);
  const cabin = cabinCode(fare?.cabin);
  const end = (e: FlightSegment["departure"]) =>
    e.terminal
      ? `${e.iataCode} · ${t("results.details.terminal", { terminal: localDigits(e.terminal, locale) })}`
      : e.iataCode;
  const bags = fare?.includedCheckedBags;
  return [
    ["results.details.flight", `${segment.carrierCode}\u00a0${segment.number}`],
    ["results.details.from", end(segment.departure)],
    ["results.details.departs", when(segment.departure.at, locale)],
    ["results.details.to", end(segment.arrival)],
    ["results.details.arrives", when(segment.arrival.at, locale)],
    ["results.details.duration", humanDuration(segment.duration, locale)],
    ["results.details.aircraft", segment.aircraft.code],
    ["results.details.cabin", cabin ? t(`cabin.${cabin}`) : (fare?.cabin ?? "")],
    ["results.details.fareBasis", fare?.fareBasis ?? ""],
    ["results.details.bags", bags ? t("results.details.bagsValue", { weight: bags.weight }) : ""],
  ] as const;
}

/**
 * What Flight Details shows of an offer (spec): each direction's flights as a table on wide
 * screens and as cards on phones, with each connection, then Price Base, Price Total (for several
 * travellers: "total for N travellers" and one's own price), Last Ticketing Date, Validating
 * Airline and the fare's refund and change rules; the search's route notices first, then every
 * fare family on sale for the flights with Choose (on a round trip's outbound step, the outbound
 * alone and Choose; the families come with the return). Loaded when the dialog first opens.
 */
export default function FlightDetailsBody({
  offer,
  carriers,
  notices = [],
  t,
  price,
  onChoose,
  outboundStep = false,
}: Props) {
  const locale = useLocale();
  const change = changeText(offer, t, price);
  const validating = offer.validatingAirlineCodes[0] ?? "";
  const party = partyNote(offer, t, price);
  return (
    <div className="space-y-6">
      <RouteNotices notices={notices} t={t} locale={locale} />
      {offer.itineraries.map((itinerary, index) => {
        const stops = stopsOf(itinerary);
        // Each flight with the connection that follows it (none after the last).
        const rows = itinerary.segments.map((segment, i) => {
          const layover = stops.layovers[i];
          const next = itinerary.segments[i + 1];
          return {
            segment,
            facts: facts(segment, offer, t, locale),
            connection: layover && next && (
              <ConnectionNote layover={layover} next={next} t={t} locale={locale} />
            ),
          };
        });
        const heading = itineraryLabel(offer, index, t);
        return (
          <section key={itinerary.segments[0]?.id ?? index} aria-label={heading}>
            <h3 className="mb-2 font-semibold text-brand-700">{heading}</h3>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs text-slate-600">
                  <tr>
                    {rows[0]?.facts.map(([key]) => (
                      <th key={key} scope="col" className="px-2 py-2 font-semibold">
                        {t(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ segment, facts: cells, connection }) => (
                    <Fragment key={segment.id}>
                      <tr className="border-b border-slate-100">
                        {cells.map(([key, value]) => (
                          <td key={key} className="px-2 py-2 align-top">
                            {value}
                          </td>
                        ))}
                      </tr>
                      {connection && (
                        <tr>
                          <td colSpan={cells.length} className="px-2 py-2">
                            {connection}
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="space-y-3 sm:hidden">
              {rows.map(({ segment, facts: cells, connection }) => (
                <Fragment key={segment.id}>
                  <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm">
                    {cells.map(([key, value]) => (
                      <div key={key} className="contents">
                        <dt className="text-slate-600">{t(key)}</dt>
                        <dd className="font-semibold">{value}</dd>
                      </div>
                    ))}
                  </dl>
                  {connection}
                </Fragment>
              ))}
            </div>
            <LaterDayNote
              arrivalAt={itinerary.segments.at(-1)?.arrival.at ?? ""}
              days={stops.arrivalDayOffset}
              t={t}
              locale={locale}
            />
          </section>
        );
      })}
      <table className="w-full text-left text-sm">
        <tbody>
          {(
            [
              // The outbound alone has no price of its own: the whole trip's from its cheapest return.
              ...(outboundStep ? [] : ([["results.details.priceBase", price(offer.price.base)]] as const)),
              [
                outboundStep ? "legs.tripFrom" : "results.details.priceTotal",
                <>
                  {price(offer.price.grandTotal)}
                  {party && (
                    <span data-testid="party-price" className="block text-xs font-normal text-slate-600">
                      {party.totalFor} · {party.each}
                    </span>
                  )}
                </>,
              ],
              ["results.details.lastTicketing", detailDate(offer.lastTicketingDate, locale)],
              ["results.details.validating", `${carriers[validating] ?? validating} (${validating})`],
              [
                "results.details.fareRules",
                [refundText(offer, t, price), change].filter(Boolean).join(" · "),
              ],
            ] as const
          ).map(([key, value]) => (
            <tr key={key} className="border-b border-slate-100">
              <th scope="row" className="w-1/2 py-2 pr-3 font-normal text-slate-600">
                {t(key)}
              </th>
              <td className="py-2 font-semibold">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {outboundStep ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="min-w-0 flex-1 basis-64 text-slate-700">{t("legs.familiesLater")}</p>
          <button
            type="button"
            onClick={() => onChoose(offer)}
            className="min-h-10 rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-600"
          >
            {t("legs.chooseOutbound")}
          </button>
        </div>
      ) : (
        <FareFamilies offer={offer} t={t} locale={locale} price={price} onChoose={onChoose} />
      )}
    </div>
  );
}
