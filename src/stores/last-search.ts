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

/**
 * The search was made again on another day (the results' date strip): the panel shows that day
 * when the traveller comes back to modify the search, as a search made from the panel would, and
 * this tab's draft, now older than the search, is dropped.
 */
export function rememberSearchDates(dates: { departureDate: string; returnDate: string | null }): void {
  clearSearchDraft();
  const form = $lastSearchForm.get();
  if (form === null || typeof form !== "object") return;
  const returnDate = dates.returnDate ?? (form as { returnDate?: unknown }).returnDate ?? null;
  $lastSearchForm.set({ ...form, departureDate: dates.departureDate, returnDate });
}

/** sessionStorage key of the panel as it is being filled in (one tab's, unlike the last search). */
const DRAFT_KEY = "searchFormDraft";

/**
 * Keeps the panel as it is being filled in for this tab, so that the language switch (which loads
 * the other language's home page) or a reload does not empty a half-filled search. Not the last
 * search's key: the results page's banner reads that one, which must stay what was searched.
 */
export function saveSearchDraft(form: SearchForm): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...form, passengersOpen: false, cabinOpen: false }));
  } catch {
    // No storage (a private mode): the panel starts from the last search, as before.
  }
}

/** The panel's draft of this tab, or null; read through `restoreSearchForm`. */
export function readSearchDraft(): unknown {
  try {
    return parse<unknown>(sessionStorage.getItem(DRAFT_KEY) ?? "", null);
  } catch {
    return null;
  }
}

/** Forgets the draft (a search was made: the last search is remembered instead). */
export function clearSearchDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
