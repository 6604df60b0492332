import type { FlightOffer } from "../../../domain/flight-offer.ts";
import type { ListState } from "../../../domain/list-state.ts";
import { filterOffers, filterOptions, noFilters, sortOffers } from "../../../domain/offer-list.ts";
import type { Leg } from "../../../domain/round-trip-legs.ts";
import { closesRoute } from "../../../domain/route-notice.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { RouteNotices } from "../../common/RouteNotices.tsx";
import { Spinner } from "../../Spinner.tsx";
import { FilterPanel } from "./FilterPanel.tsx";
import { OfferCard } from "./OfferCard.tsx";
import type { OffersState } from "./offers-state.ts";
import { SortControl } from "./SortControl.tsx";

/** The filter options the offers give and the offers shown, sorted and filtered as `list` says. */
export function resultsList(state: OffersState, list: ListState) {
  const offers = state.kind === "ready" ? state.offers : [];
  const carriers = state.kind === "ready" ? state.carriers : {};
  return {
    options: filterOptions(offers, carriers),
    shown: sortOffers(filterOffers(offers, list.filters), list.sort, carriers),
  };
}

export interface ResultsListProps {
  state: OffersState;
  list: ListState;
  /** The filter panel is open on a phone. */
  filtersShown: boolean;
  t: Translate;
  locale: Locale;
  price: (usd: string) => string;
  onList?: (list: ListState) => void;
  onShowFilters?: () => void;
  onDetails?: (offer: FlightOffer) => void;
  onChoose?: (offer: FlightOffer) => void;
  /** Searches again after a failure that may pass. */
  onRetry?: () => void;
  /** A round trip's leg: its cards show that leg with the whole trip's price (ADR 0071). */
  leg?: Leg;
}

const message = "py-16 text-center text-lg";
const secondaryButton =
  "mt-3 rounded-lg border border-brand-600 px-4 py-2 text-base font-semibold text-brand-700";

/**
 * The results below the date strip (spec "Flight results"): the filter panel, the heading with
 * the count, Sorted By, the search's route notices, its state and the offer cards. A route closed
 * to the search's travellers shows its notice instead of offers.
 */
export function ResultsList(props: ResultsListProps) {
  const { state, list, t, locale, price, onList = () => undefined } = props;
  const ready = state.kind === "ready" ? state : null;
  const { options, shown } = resultsList(state, list);
  const carriers = ready?.carriers ?? {};
  const notices = ready?.notices ?? [];
  return (
    <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:items-start lg:gap-6">
      {/* Always laid out (disabled until offers arrive), so nothing moves when they do. */}
      <FilterPanel
        options={options}
        filters={list.filters}
        carriers={carriers}
        disabled={!ready || ready.offers.length === 0}
        onChange={(filters) => onList({ ...list, filters })}
        t={t}
        locale={locale}
        price={price}
        shown={props.filtersShown}
        onShow={props.onShowFilters}
      />
      <section aria-labelledby="results-heading" aria-busy={state.kind === "loading"}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="results-heading" className="text-2xl font-semibold">
            {/* A count only once offers have come: "0 Result flights" over the spinner read as none. */}
            {ready
              ? t(shown.length === 1 ? "results.headingOne" : "results.heading", { n: shown.length })
              : t("results.headingPending")}
          </h1>
          <SortControl sort={list.sort} onSort={(sort) => onList({ ...list, sort })} t={t} />
        </div>
        {ready && shown.length !== ready.offers.length && (
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {t("results.showing", { shown: shown.length, total: ready.offers.length })}
          </p>
        )}
        <RouteNotices notices={notices} t={t} locale={locale} className="mt-4" />
        {state.kind === "loading" && <Spinner label={t("results.loading")} />}
        {state.kind === "error" && (
          <div className={message}>
            <p role="alert">{t("results.error", { message: state.message })}</p>
            {state.retry && props.onRetry && (
              <button type="button" onClick={props.onRetry} className={secondaryButton}>
                {t("app.tryAgain")}
              </button>
            )}
          </div>
        )}
        {state.kind === "invalid" && (
          <p role="alert" className={message}>
            {t("results.invalid")}
          </p>
        )}
        {ready?.offers.length === 0 && !closesRoute(notices) && (
          <p className={message}>{t("results.none")}</p>
        )}
        {ready && ready.offers.length > 0 && shown.length === 0 && (
          <div className={message}>
            <p>{t("results.noMatch")}</p>
            <button
              type="button"
              onClick={() => onList({ ...list, filters: noFilters })}
              className={secondaryButton}
            >
              {t("results.reset")}
            </button>
          </div>
        )}
        <ol className="mt-4 space-y-4">
          {shown.map((offer) => (
            <li key={offer.id} className="offer-slot">
              <OfferCard
                offer={offer}
                carriers={carriers}
                t={t}
                locale={locale}
                price={price}
                onDetails={() => props.onDetails?.(offer)}
                onChoose={() => props.onChoose?.(offer)}
                leg={props.leg}
              />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
