import { useEffect, useMemo } from "react";
import { localDate } from "../../../domain/dates.ts";
import { listStateQuery, readListState } from "../../../domain/list-state.ts";
import type { RuleFailure } from "../../../domain/rule-messages.ts";
import { HOME_UTC_OFFSET } from "../../../domain/search-form.ts";
import type { SearchParams } from "../../../domain/search-params.ts";
import { hasSearchQuery, readSearchQuery, searchToQuery } from "../../../domain/search-query.ts";
import { $searchParams, saveSearchParams } from "../../../stores/search-params.ts";
import { useStored } from "../../../ui/use-stored.ts";
import { redirectHome, redirectTo } from "../../router.ts";

/** The search /flights shows: not known yet (hydrating, or moving), the search, or why not. */
export type ResultsSearch =
  | { kind: "unknown" }
  | { kind: "search"; params: SearchParams }
  | { kind: "invalid"; failures: RuleFailure[] };

/**
 * The search the results page shows, from its address (`query`): a reload, a bookmark and a
 * shared link run the search they carry, which is then stored as the last search (spec
 * `searchParams`). A plain /flights takes the stored search into its address; with neither it
 * goes home (spec). An address whose search fails the spec's rules says why.
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` stands for `query`.
  useEffect(() => {
    if (!known) return;
    if (wanted && "params" in wanted) {
      if (JSON.stringify(stored) !== JSON.stringify(wanted.params)) saveSearchParams(wanted.params);
    } else if (!wanted) {
      if (stored)
        redirectTo("flights", {}, { ...searchToQuery(stored), ...listStateQuery(readListState(query)) });
      else redirectHome();
    }
  }, [known, wanted, queryKey]);
  if (!wanted) return { kind: "unknown" };
  return "params" in wanted
    ? { kind: "search", params: wanted.params }
    : { kind: "invalid", failures: wanted.failures };
}
