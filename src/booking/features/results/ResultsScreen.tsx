import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { filterOffers, filterOptions, noFilters, sortOffers } from "../../../domain/offer-list.ts";
import { $searchParams, saveSearchParams } from "../../../stores/search-params.ts";
import { selectFlight } from "../../../stores/selected-flight.ts";
import { Loading } from "../../Loading.tsx";
import { navigate, redirectHome } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { DateStrip } from "./DateStrip.tsx";
import { FilterPanel } from "./FilterPanel.tsx";
import { FlightDetails } from "./FlightDetails.tsx";
import { OfferCard } from "./OfferCard.tsx";
import { SortControl } from "./SortControl.tsx";
import { SummaryBanner } from "./SummaryBanner.tsx";
import { useListState } from "./use-list-state.ts";
import { useOffers } from "./use-offers.ts";
import { usePrice } from "./use-price.ts";

const message = "py-16 text-center text-lg";

/**
 * Flight results (/flights): the stored search's offers with the summary banner, the date strip,
 * sorting, the filter panel, Flight Details and Choose. Without search parameters it goes home.
 */
export default function ResultsScreen({ search }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const params = useStore($searchParams);
  const state = useOffers(params, t);
  const [list, setList] = useListState(search);
  const [details, setDetails] = useState<FlightOffer | null>(null);

  useEffect(() => {
    if (!params) redirectHome();
  }, [params]);

  const ready = state.kind === "ready" ? state : null;
  const options = useMemo(() => filterOptions(ready?.offers ?? []), [ready]);
  const shown = useMemo(
    () => (ready ? sortOffers(filterOffers(ready.offers, list.filters), list.sort) : []),
    [ready, list],
  );
  if (!params) return null;

  const choose = (offer: FlightOffer) => {
    saveSearchParams(params);
    selectFlight(offer);
    navigate("choose");
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <SummaryBanner params={params} t={t} locale={locale} />
      <DateStrip params={params} t={t} locale={locale} price={price} />
      <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:items-start lg:gap-6">
        {/* Always laid out (disabled until offers arrive), so nothing moves when they do. */}
        <FilterPanel
          options={options}
          filters={list.filters}
          carriers={ready?.carriers ?? {}}
          disabled={!ready || ready.offers.length === 0}
          onChange={(filters) => setList({ ...list, filters })}
          t={t}
          price={price}
        />
        <section aria-labelledby="results-heading" aria-busy={state.kind === "loading"}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 id="results-heading" className="text-2xl font-semibold">
              {t("results.heading", { n: shown.length })}
            </h1>
            <SortControl sort={list.sort} onSort={(sort) => setList({ ...list, sort })} t={t} />
          </div>
          {ready && shown.length !== ready.offers.length && (
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {t("results.showing", { shown: shown.length, total: ready.offers.length })}
            </p>
          )}
          {state.kind === "loading" && <Loading label={t("results.loading")} />}
          {state.kind === "error" && (
            <p role="alert" className={message}>
              {t("results.error", { message: state.message })}
            </p>
          )}
          {state.kind === "invalid" && (
            <p role="alert" className={message}>
              {t("results.invalid")}
            </p>
          )}
          {ready?.offers.length === 0 && <p className={message}>{t("results.none")}</p>}
          {ready && ready.offers.length > 0 && shown.length === 0 && (
            <div className={message}>
              <p>{t("results.noMatch")}</p>
              <button
                type="button"
                onClick={() => setList({ ...list, filters: noFilters })}
                className="mt-3 rounded-lg border border-brand-600 px-4 py-2 text-base font-semibold text-brand-700"
              >
                {t("results.reset")}
              </button>
            </div>
          )}
          <ol className="mt-4 space-y-4">
            {shown.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  carriers={ready?.carriers ?? {}}
                  t={t}
                  price={price}
                  onDetails={() => setDetails(offer)}
                  onChoose={() => choose(offer)}
                />
              </li>
            ))}
          </ol>
        </section>
      </div>
      <FlightDetails
        offer={details}
        carriers={ready?.carriers ?? {}}
        t={t}
        price={price}
        onClose={() => setDetails(null)}
      />
    </div>
  );
}
