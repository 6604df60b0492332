import { useEffect, useState } from "react";
import { type ListState, listStateQuery, readListState } from "../../../domain/list-state.ts";
import { redirectTo } from "../../router.ts";

/** Where the results' last sort and filters are kept for the Choose screen's "Back to results". */
const LAST_QUERY_KEY = "resultsQuery";

/** The results' last sort and filter query (for links back to the list), or none. */
export function lastListQuery(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LAST_QUERY_KEY) ?? "{}");
    return readListQuery(value);
  } catch {
    return {};
  }
}

function readListQuery(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return listStateQuery(readListState(value as Record<string, string>));
}

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: `searchKey` stands for `search`.
  useEffect(() => {
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
