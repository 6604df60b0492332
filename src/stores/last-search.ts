import { persistentAtom } from "@nanostores/persistent";
import type { AirportChoice, SearchForm } from "../domain/search-form.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

function parse<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * The search panel as the traveller last submitted it (airports with their names, trip type,
 * dates, counts, cabin), so that the panel shows the last search again. Read through
 * `restoreSearchForm`, which drops what no longer applies.
 */
export const $lastSearchForm = persistentAtom<unknown>(STORAGE_KEYS.searchForm, null, {
  encode: (value) => (value === null ? undefined : JSON.stringify(value)),
  decode: (text) => parse<unknown>(text, null),
});

/** The airports the traveller chose recently, newest first (the combobox offers them first). */
export const $recentAirports = persistentAtom<AirportChoice[]>(STORAGE_KEYS.recentAirports, [], {
  encode: JSON.stringify,
  decode: (text) => {
    const value = parse<unknown>(text, []);
    return Array.isArray(value)
      ? (value as AirportChoice[]).filter((a) => typeof a?.iataCode === "string")
      : [];
  },
});

/** Remembers a submitted form (menus closed). */
export function rememberSearchForm(form: SearchForm): void {
  $lastSearchForm.set({ ...form, passengersOpen: false, cabinOpen: false });
}
