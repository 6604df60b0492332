import { useEffect, useRef, useState } from "react";
import { type ListState, listStateQuery, readListState } from "../../../domain/list-state.ts";
import { OUTBOUND_KEY, readOutbound } from "../../../domain/round-trip-legs.ts";
import { SEARCH_QUERY_KEYS } from "../../../domain/search-query.ts";
import { redirectTo } from "../../router.ts";
import { LAST_QUERY_KEY } from "./last-list-query.ts";

/** How long the URL waits after the last change (a dragged price slider changes it often). */
const WRITE_DELAY_MS = 250;

const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The part of the results' query that is the search and a round trip's chosen outbound (not the list's sort and filters). */
function searchPart(query: Record<string, string>): Record<string, string> {
  const keys: readonly string[] = [...SEARCH_QUERY_KEYS, OUTBOUND_KEY];
  return Object.fromEntries(Object.entries(query).filter(([key]) => keys.includes(key)));
}

/**
 * The results' sort and filters, kept in the URL query beside the search (replacing the history
 * entry) so that a reload and Back bring them back; the query is read again when the router
 * changes it (Back, the address read once the page has hydrated).
 */
export function useListState(query: Record<string, string>) {
  const [state, setState] = useState<ListState>(() => readListState(query));
  const queryKey = JSON.stringify(query);
  const readFrom = useRef(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `queryKey` stands for `query`.
  useEffect(() => {
    if (readFrom.current === queryKey) return;
    readFrom.current = queryKey;
    setState((current) => {
      const list = listStateQuery(current);
      return sameQuery(list, listStateQuery(readListState(query))) ? current : readListState(query);
    });
  }, [queryKey]);
  // A round trip's chosen outbound is kept with them, for the Choose screen's way back.
  const outbound = readOutbound(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes only when the state (or the outbound) changes.
  useEffect(() => {
    const list = listStateQuery(state);
    sessionStorage.setItem(
      LAST_QUERY_KEY,
      JSON.stringify(outbound ? { [OUTBOUND_KEY]: outbound, ...list } : list),
    );
    if (sameQuery(list, listStateQuery(readListState(query)))) return;
    const timer = setTimeout(
      () => redirectTo("flights", {}, { ...searchPart(query), ...list }),
      WRITE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state, outbound]);
  return [state, setState] as const;
}
