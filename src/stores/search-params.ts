import type { SearchParams } from "../domain/search-params.ts";
import { storedJSON } from "./stored-json.ts";

function isSearchParams(value: unknown): value is SearchParams {
  const v = value as Partial<SearchParams> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.from === "string" &&
    typeof v.to === "string" &&
    typeof v.departureDate === "string" &&
    (v.travelType === 1 || v.travelType === 2) &&
    typeof v.adults === "number"
  );
}

/** The spec's `searchParams`: the last search, kept under `searchParams` for every page and tab. */
export const $searchParams = storedJSON<SearchParams>("searchParams", isSearchParams);

/** Stores the search the panel (or the results page's date strip) is about to run. */
export function saveSearchParams(params: SearchParams): void {
  $searchParams.set(params);
}
