import { useEffect, useRef, useState } from "react";
import { type ListState, listStateQuery, readListState } from "../../../domain/list-state.ts";
import { redirectTo } from "../../router.ts";
import { LAST_QUERY_KEY } from "./last-list-query.ts";

/** How long the URL waits after the last change (a dragged price slider changes it often). */
const WRITE_DELAY_MS = 250;

const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * The results' sort and filters, kept in the URL query (replacing the history entry) so that a
 * reload and Back bring them back; the query is read again when the router changes it.
 */
export function useListState(search: Record<string, string>) {
  const [state, setState] = useState<ListState>(() => readListState(search));
  const searchKey = JSON.stringify(search);
  // The query the state was last read from: it is read again only when the router changes it
  // (Back), not at the first render, where a choice already made (on the page's early copy of
  // the list, handed over: hand-over.ts) must not be undone by the address it has not reached.
  const readFrom = useRef(searchKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `searchKey` stands for `search`.
  useEffect(() => {
    if (readFrom.current === searchKey) return;
    readFrom.current = searchKey;
    setState((current) => (sameQuery(listStateQuery(current), search) ? current : readListState(search)));
  }, [searchKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes only when the state changes.
  useEffect(() => {
    const query = listStateQuery(state);
    sessionStorage.setItem(LAST_QUERY_KEY, JSON.stringify(query));
    if (sameQuery(query, search)) return;
    const timer = setTimeout(() => redirectTo("flights", {}, query), WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return [state, setState] as const;
}
