import { useEffect, useRef, useState } from "react";
import { type ListState, listStateQuery, readListState } from "../../../domain/list-state.ts";
import { SEARCH_QUERY_KEYS } from "../../../domain/search-query.ts";
import { redirectTo } from "../../router.ts";
import { LAST_QUERY_KEY } from "./last-list-query.ts";

/** How long the URL waits after the last change (a dragged price slider changes it often). */
const WRITE_DELAY_MS = 250;

const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The part of the results' query that is the search (not the list's sort and filters). */
function searchPart(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(([key]) => (SEARCH_QUERY_KEYS as readonly string[]).includes(key)),
  );
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes only when the state changes.
  useEffect(() => {
    const list = listStateQuery(state);
    sessionStorage.setItem(LAST_QUERY_KEY, JSON.stringify(list));
    if (sameQuery(list, listStateQuery(readListState(query)))) return;
    const timer = setTimeout(
      () => redirectTo("flights", {}, { ...searchPart(query), ...list }),
      WRITE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);
  return [state, setState] as const;
}
