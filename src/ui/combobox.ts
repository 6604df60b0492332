/**
 * The airport combobox's logic (ARIA 1.2 combobox with a listbox popup), free of React: the
 * options from the API's answer in the page's language, the recent choices, and how the
 * highlighted option moves with the keyboard.
 */
import type { Airport } from "../domain/airport.ts";
import type { AirportChoice } from "../domain/search-form.ts";
import type { Locale } from "../i18n/locales.ts";

export interface AirportOption {
  /** The IATA code, unique in the list. */
  value: string;
  /** City and code in the page's language, e.g. "ရန်ကုန် (RGN)". */
  label: string;
  /** Airport name and country (and the English city on Myanmar pages). */
  detail: string;
  choice: AirportChoice;
}

/** What the input shows for a chosen airport: the city in the page's language and the code. */
export function airportLabel(choice: AirportChoice, locale: Locale): string {
  return `${locale === "my" ? choice.cityMy : choice.city} (${choice.iataCode})`;
}

/**
 * The listbox's options from `GET /apis/airports`, in the page's language.
 * @example airportOptions([yangon], "my")[0].label // "ရန်ကုန် (RGN)"
 */
export function airportOptions(airports: readonly Airport[], locale: Locale): AirportOption[] {
  return airports.map((a) => {
    const choice = { iataCode: a.iataCode, city: a.city, cityMy: a.cityMy, domestic: a.domestic };
    return {
      value: a.iataCode,
      label: airportLabel(choice, locale),
      detail: locale === "my" ? `${a.city} · ${a.name}` : `${a.name}, ${a.country}`,
      choice,
    };
  });
}

/** Options for recent choices (no airport name stored; the city is enough to recognise them). */
export function recentOptions(recent: readonly AirportChoice[], locale: Locale): AirportOption[] {
  return recent.map((choice) => ({
    value: choice.iataCode,
    label: airportLabel(choice, locale),
    detail: locale === "my" ? choice.city : "",
    choice,
  }));
}

/**
 * The airport a typed text plainly means, taken when the traveller leaves the field without
 * choosing: the only airport the answer lists, or the one whose code the text is. Anything else
 * (several cities, or none) is left for the traveller to choose: never a guess.
 * @example plainChoice(airportOptions([yangon], "en"), "rangoon")?.value // "RGN"
 * @example plainChoice(airportOptions([bkk, dmk], "en"), "Bangkok") // null
 */
export function plainChoice(options: readonly AirportOption[], text: string): AirportOption | null {
  const [first] = options;
  if (!first) return null;
  if (options.length === 1) return first;
  return first.value === text.trim().toUpperCase() ? first : null;
}

/** How many recent airports the combobox remembers. */
export const RECENT_MAX = 5;

/**
 * The recent list with `choice` first, without duplicates, at most RECENT_MAX long.
 * @example rememberAirport([mdl, rgn], rgn) // [rgn, mdl]
 */
export function rememberAirport(recent: readonly AirportChoice[], choice: AirportChoice): AirportChoice[] {
  return [choice, ...recent.filter((r) => r.iataCode !== choice.iataCode)].slice(0, RECENT_MAX);
}

/**
 * The highlighted option after a key press; -1 means none (focus stays in the input).
 * ArrowDown/ArrowUp move and wrap, Home/End jump (APG combobox: in the open listbox).
 * @returns null when the key does not move the highlight.
 */
export function moveHighlight(current: number, key: string, count: number): number | null {
  if (count === 0) return key === "ArrowDown" || key === "ArrowUp" ? -1 : null;
  switch (key) {
    case "ArrowDown":
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case "ArrowUp":
      return current <= 0 ? count - 1 : current - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
