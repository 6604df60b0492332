import { memo, useCallback, useState } from "react";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { listStateQuery } from "../../../domain/list-state.ts";
import { type Leg, OUTBOUND_KEY } from "../../../domain/round-trip-legs.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import { searchToQuery } from "../../../domain/search-query.ts";
import { saveSearchParams } from "../../../stores/search-params.ts";
import { selectFlight } from "../../../stores/selected-flight.ts";
import { keepTripNotices } from "../../../stores/trip-notices.ts";
import { navigate } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { DateStrip } from "./DateStrip.tsx";
import { FareLine, shownFareType } from "./FareLine.tsx";
import { FlightDetails } from "./FlightDetails.tsx";
import { InvalidSearch } from "./InvalidSearch.tsx";
import { LegHeader } from "./LegHeader.tsx";
import type { OffersState } from "./offers-state.ts";
import { ResultsList } from "./ResultsList.tsx";
import { SummaryBanner } from "./SummaryBanner.tsx";
import { useListState } from "./use-list-state.ts";
import { usePrice } from "./use-price.ts";
import { useResultsSearch } from "./use-results-search.ts";
import { useTripList } from "./use-trip-list.ts";

/**
 * The list drawn again only when what it shows changes: the currency list or the nearby days'
 * fares arriving, or the details dialog opening, re-render the screen, and redrawing every offer
 * card for them held a slow phone for a tenth of a second each time.
 */
const List = memo(ResultsList);

const loading: OffersState = { kind: "loading" };

/** A round trip's steps, both drawn before the search is known; the page's head marks which shows. */
const LEGS: Leg[] = ["outbound", "return"];

/**
 * Flight results (/flights): the search its address carries (or the stored one) with the summary
 * banner, the date strip, the fare shown (citizen or foreigner), sorting, the filter panel,
 * Flight Details and Choose. As built, and
 * while the page hydrates, the same frame waits for the search. Without search parameters it goes
 * home (spec); an address whose search fails the rules says why, beside the search panel.
 */
export default function ResultsScreen({ search }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const wanted = useResultsSearch(search);
  const params = wanted.kind === "search" ? wanted.params : null;
  const { leg, state, retry, trips } = useTripList(search, params, t);
  const [list, setList] = useListState(search);
  const [details, setDetails] = useState<FlightOffer | null>(null);
  const [filtersShown, setFiltersShown] = useState(false);

  // Spec: Choose stores the search parameters and the offer (and its route notices, which the
  // ticket step shows from its first frame).
  const notices = state.kind === "ready" ? state.notices : undefined;
  // A round trip's outbound goes into the address, a new entry: Back returns to the outbounds.
  const choose = useCallback(
    (card: FlightOffer) => {
      if (leg === "outbound") {
        if (params) navigate("flights", {}, { ...searchToQuery(params), [OUTBOUND_KEY]: card.id });
        return;
      }
      const offer = trips.get(card.id) ?? card;
      if (params) saveSearchParams(params);
      selectFlight(offer);
      keepTripNotices(offer.id, notices ?? []);
      navigate("choose");
    },
    [params, notices, leg, trips],
  );
  // Another day is a new search: a new entry in the history, Back returns to this one.
  const searchDay = useCallback(
    (next: SearchParams) => navigate("flights", {}, { ...searchToQuery(next), ...listStateQuery(list) }),
    [list],
  );
  const toggleFilters = useCallback(() => setFiltersShown((shown) => !shown), []);

  if (wanted.kind === "invalid") return <InvalidSearch failures={wanted.failures} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <SummaryBanner params={params} t={t} locale={locale} />
      {/* Nearby days mean nothing to a multi-city trip: one date per leg. Before the search is
          known, the page's head marks a multi-city address (results-mark.ts), and the strip's
          place goes from the first paint. */}
      {search.legs === undefined && (
        <div className={params ? undefined : "[html[data-trip=multi-city]_&]:hidden"}>
          <DateStrip params={params} t={t} locale={locale} price={price} onSearch={searchDay} />
        </div>
      )}
      <FareLine fareType={shownFareType(params, state)} t={t} />
      {(leg ? [leg] : params ? [] : LEGS).map((shown) => (
        <LegHeader
          key={shown}
          leg={shown}
          trip={shown === "return" ? ([...trips.values()][0] ?? null) : null}
          noReturns={shown === "return" && state.kind === "ready" && state.offers.length === 0}
          t={t}
          locale={locale}
          price={price}
          onChange={() => params && navigate("flights", {}, searchToQuery(params))}
          marked={!params}
        />
      ))}
      <List
        state={params ? state : loading}
        list={list}
        filtersShown={filtersShown}
        t={t}
        locale={locale}
        price={price}
        onList={setList}
        onShowFilters={toggleFilters}
        onDetails={setDetails}
        onChoose={choose}
        onRetry={retry}
        leg={leg}
      />
      {/* On the outbound step, the outbound alone: the return is not chosen yet (ADR 0071). */}
      <FlightDetails
        offer={details && (leg === "outbound" ? details : (trips.get(details.id) ?? details))}
        outboundStep={leg === "outbound"}
        carriers={state.kind === "ready" ? state.carriers : {}}
        notices={notices}
        t={t}
        price={price}
        onClose={() => setDetails(null)}
        onChoose={(offer) => {
          setDetails(null);
          choose(offer);
        }}
      />
    </div>
  );
}
