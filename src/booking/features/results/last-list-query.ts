import { listStateQuery, readListState } from "../../../domain/list-state.ts";

/** Where the results' last sort and filters are kept for the Choose screen's "Back to results". */
export const LAST_QUERY_KEY = "resultsQuery";

/** The results' last sort and filter query (for links back to the list), or none. */
export function lastListQuery(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LAST_QUERY_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    return listStateQuery(readListState(value as Record<string, string>));
  } catch {
    return {};
  }
}
