import { useStore } from "@nanostores/react";
import { memo, useCallback, useEffect, useState } from "react";
import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { $searchParams, saveSearchParams } from "../../../stores/search-params.ts";
import { selectFlight } from "../../../stores/selected-flight.ts";
import { navigate, redirectHome } from "../../router.ts";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { DateStrip } from "./DateStrip.tsx";
import { FlightDetails } from "./FlightDetails.tsx";
import { ResultsListView } from "./ResultsListView.tsx";
import { SummaryBanner } from "./SummaryBanner.tsx";
import { useListState } from "./use-list-state.ts";
import { useOffers } from "./use-offers.ts";
import { usePrice } from "./use-price.ts";

/**
 * The list drawn again only when what it shows changes: the currency list or the nearby days'
 * fares arriving, or the details dialog opening, re-render the screen, and redrawing every offer
 * card for them held a slow phone for a tenth of a second each time.
 */
const List = memo(ResultsListView);

/**
 * Flight results (/flights): the stored search's offers with the summary banner, the date strip,
 * sorting, the filter panel, Flight Details and Choose. Without search parameters it goes home.
 */
export default function ResultsScreen({ search }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const price = usePrice();
  const params = useStore($searchParams);
  const [state, retry] = useOffers(params, t);
  const [list, setList] = useListState(search);
  const [details, setDetails] = useState<FlightOffer | null>(null);
  const [filtersShown, setFiltersShown] = useState(false);

  useEffect(() => {
    if (!params) redirectHome();
  }, [params]);
  const choose = useCallback(
    (offer: FlightOffer) => {
      if (params) saveSearchParams(params);
      selectFlight(offer);
      navigate("choose");
    },
    [params],
  );
  const toggleFilters = useCallback(() => setFiltersShown((shown) => !shown), []);

  if (!params) return null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <SummaryBanner params={params} t={t} locale={locale} />
      <DateStrip params={params} t={t} locale={locale} price={price} />
      <List
        state={state}
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
      />
      <FlightDetails
        offer={details}
        carriers={state.kind === "ready" ? state.carriers : {}}
        t={t}
        price={price}
        onClose={() => setDetails(null)}
      />
    </div>
  );
}
