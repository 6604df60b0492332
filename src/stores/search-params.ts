import { isSearchParams, type SearchParams } from "../domain/search-params.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";
import { storedJSON } from "./stored-json.ts";

/** The spec's `searchParams`: the last search, kept under `searchParams` for every page and tab. */
export const $searchParams = storedJSON<SearchParams>(STORAGE_KEYS.searchParams, isSearchParams);

/** Stores the search the panel (or the results page's date strip) is about to run. */
export function saveSearchParams(params: SearchParams): void {
  $searchParams.set(params);
}
