import { useEffect, useMemo, useRef } from "react";
import { localDate } from "../../../domain/dates.ts";
import { countryFor, fareTypeFor } from "../../../domain/fare-type.ts";
import { listStateQuery, readListState } from "../../../domain/list-state.ts";
import type { RuleFailure } from "../../../domain/rule-messages.ts";
import { HOME_UTC_OFFSET } from "../../../domain/search-form.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import {
  hasSearchQuery,
  readSearchQuery,
  searchToQuery,
  withFareType,
} from "../../../domain/search-query.ts";
import { $country, setCountry } from "../../../stores/country.ts";
import { $searchParams, saveSearchParams } from "../../../stores/search-params.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { redirectHome, redirectTo } from "../../router.ts";

/** The search /flights shows: not known yet (hydrating, or moving), the search, or why not. */
export type ResultsSearch =
  | { kind: "unknown" }
  | { kind: "search"; params: SearchParams }
  | { kind: "invalid"; failures: RuleFailure[] };

/** The Country setting's fare type now (the browser's stored setting). */
const settingFareType = () => fareTypeFor($country.get());

/**
 * The search the results page shows, from its address (`query`): a reload, a bookmark and a
 * shared link run the search they carry, which is then stored as the last search (spec
 * `searchParams`). A plain /flights takes the stored search into its address; with neither it
 * goes home (spec). An address whose search fails the spec's rules says why.
 * The fare type follows the Country setting both ways: an address without one takes the
 * setting's; a link with one sets the setting (it shows the prices its sender saw); a change of
 * the setting (the header, another tab) puts its fare type in the address, which searches again.
 */
export function useResultsSearch(query: Record<string, string>): ResultsSearch {
  const stored = useStored($searchParams);
  const known = stored !== undefined;
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` stands for `query`.
  const wanted = useMemo(
    () =>
      known && hasSearchQuery(query) ? readSearchQuery(query, localDate(new Date(), HOME_UTC_OFFSET)) : null,
    [known, queryKey],
  );
  const current = useRef(query);
  current.current = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` stands for `query`.
  useEffect(() => {
    if (!known) return;
    if (wanted && "params" in wanted) {
      const { fareType } = wanted.params;
      if (!fareType) redirectTo("flights", {}, withFareType(query, settingFareType()));
      else {
        if (fareType !== settingFareType()) setCountry(countryFor(fareType));
        if (JSON.stringify(stored) !== JSON.stringify(wanted.params)) saveSearchParams(wanted.params);
      }
    } else if (!wanted) {
      const search = stored && { ...stored, fareType: settingFareType() };
      if (search)
        redirectTo("flights", {}, { ...searchToQuery(search), ...listStateQuery(readListState(query)) });
      else redirectHome();
    }
  }, [known, wanted, queryKey]);
  // The setting changed here or in another tab: the same search, priced for it, in place.
  useEffect(
    () =>
      $country.listen((country) => {
        const address = current.current;
        const fareType = fareTypeFor(country);
        if (hasSearchQuery(address) && address.fareType !== fareType)
          redirectTo("flights", {}, withFareType(address, fareType));
      }),
    [],
  );
  if (!wanted || ("params" in wanted && !wanted.params.fareType)) return { kind: "unknown" };
  return "params" in wanted
    ? { kind: "search", params: wanted.params }
    : { kind: "invalid", failures: wanted.failures };
}
