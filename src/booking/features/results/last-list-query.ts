import { listStateQuery, readListState } from "../../../domain/list-state.ts";
import { OUTBOUND_KEY, readOutbound } from "../../../domain/round-trip-legs.ts";

/** Where the results' last sort and filters are kept for the Choose screen's "Back to results". */
export const LAST_QUERY_KEY = "resultsQuery";

/**
 * The results' last sort and filter query (for links back to the list), with a round trip's
 * chosen outbound (ADR 0071), or none.
 */
export function lastListQuery(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LAST_QUERY_KEY) ?? "{}");
    if (typeof value !== "object" || value === null) return {};
    const query = value as Record<string, string>;
    const outbound = readOutbound(query);
    return { ...(outbound ? { [OUTBOUND_KEY]: outbound } : {}), ...listStateQuery(readListState(query)) };
  } catch {
    return {};
  }
}
