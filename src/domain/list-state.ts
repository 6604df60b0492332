/**
 * The results screen's sort and filter choices as URL query parameters, so that they survive a
 * reload and the Back button: `?sort=time&stops=0&time=morning,evening&airline=UB,8M&maxPrice=250.00`.
 * Defaults (price order, no filter) are left out, so a plain /flights is the default list.
 */
import { fromCents, toCents } from "./money.ts";
import {
  noFilters,
  type OfferFilters,
  SORT_KEYS,
  type SortKey,
  TIME_WINDOW_KEYS,
  type TimeWindow,
} from "./offer-list.ts";

export interface ListState {
  sort: SortKey;
  filters: OfferFilters;
}

export const defaultListState: ListState = { sort: "price", filters: noFilters };

const list = (value: string | undefined) => (value ?? "").split(",").filter((item) => item !== "");

/**
 * Reads the list state from a query (unknown values are dropped, never trusted).
 * @example readListState({ sort: "time", airline: "UB,8M" }).filters.airlines // ["UB", "8M"]
 */
export function readListState(query: Record<string, string | undefined>): ListState {
  const sort = SORT_KEYS.includes(query.sort as SortKey) ? (query.sort as SortKey) : "price";
  const maxPrice = query.maxPrice ? toCents(query.maxPrice) : null;
  return {
    sort,
    filters: {
      stops: [
        ...new Set(
          list(query.stops)
            .filter((s) => /^\d$/.test(s))
            .map(Number),
        ),
      ],
      times: [
        ...new Set(
          list(query.time).filter((t): t is TimeWindow => TIME_WINDOW_KEYS.includes(t as TimeWindow)),
        ),
      ],
      airlines: [...new Set(list(query.airline).filter((a) => /^[A-Z0-9]{2}$/.test(a)))],
      maxPrice,
    },
  };
}

/**
 * The query that stands for a list state, without its defaults.
 * @example listStateQuery({ sort: "price", filters: { ...noFilters, stops: [0] } }) // { stops: "0" }
 */
export function listStateQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = {};
  const { filters } = state;
  if (state.sort !== "price") query.sort = state.sort;
  if (filters.stops.length > 0) query.stops = [...filters.stops].sort().join(",");
  if (filters.times.length > 0)
    query.time = TIME_WINDOW_KEYS.filter((t) => filters.times.includes(t)).join(",");
  if (filters.airlines.length > 0) query.airline = [...filters.airlines].sort().join(",");
  if (filters.maxPrice !== null) query.maxPrice = fromCents(filters.maxPrice);
  return query;
}
