/**
 * The results list: sorting (Airlines, Price, Time), filtering (stops, departure time, airlines,
 * price) and the filter options the results themselves offer.
 */
import type { FlightOffer } from "./flight-offer.ts";
import { offerCarriers, offerCents, offerStops } from "./offer-view.ts";

export type SortKey = "airlines" | "price" | "time";
export const SORT_KEYS: readonly SortKey[] = ["airlines", "price", "time"];

/**
 * Departure time windows, by the outbound's first departure (airport-local). The spec's sample
 * windows (6-9 AM, 10 AM-12, 2-5 PM) leave most of the day out; these four cover it all.
 */
export const TIME_WINDOWS = {
  night: { from: "00:00", to: "05:59" },
  morning: { from: "06:00", to: "11:59" },
  afternoon: { from: "12:00", to: "17:59" },
  evening: { from: "18:00", to: "23:59" },
} as const;
export type TimeWindow = keyof typeof TIME_WINDOWS;
export const TIME_WINDOW_KEYS = Object.keys(TIME_WINDOWS) as TimeWindow[];

export interface OfferFilters {
  /** Stop counts to keep; empty keeps all. */
  stops: number[];
  times: TimeWindow[];
  airlines: string[];
  /** Highest grand total to keep, cents; null keeps all. */
  maxPrice: number | null;
}

export const noFilters: OfferFilters = { stops: [], times: [], airlines: [], maxPrice: null };

/** The time window a local date-time falls in. */
export function timeWindowOf(localDateTime: string): TimeWindow {
  const time = localDateTime.slice(11, 16);
  return TIME_WINDOW_KEYS.find((key) => time <= TIME_WINDOWS[key].to) ?? "evening";
}

/**
 * Strings by their characters (ISO times sort so), or names A to Z ignoring case. Not
 * `localeCompare`: each call with a language builds a collator, and sorting ten offers' airlines
 * that way held a slow phone for a tenth of a second; airline names are in Latin letters.
 */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: string, b: string) => byText(a.toLowerCase(), b.toLowerCase()) || byText(a, b);

const departure = (offer: FlightOffer) => offer.itineraries[0]?.segments[0]?.departure.at ?? "";
/** The airline a card names first (its first flight's carrier), by name where the search gave one. */
const airlineName = (offer: FlightOffer, carriers: Readonly<Record<string, string>>) => {
  const code = offer.itineraries[0]?.segments[0]?.carrierCode ?? offer.validatingAirlineCodes[0] ?? "";
  return carriers[code] ?? code;
};

/**
 * Offers sorted by price (cheapest first), time (earliest departure first) or airline (A to Z by
 * the name the card shows, from the search's `carriers`, else its code; then cheapest); ties fall
 * back to the other key. The input is not changed.
 * @example sortOffers(offers, "time")[0] // the earliest departure
 */
export function sortOffers(
  offers: readonly FlightOffer[],
  key: SortKey,
  carriers: Readonly<Record<string, string>> = {},
): FlightOffer[] {
  const compare: Record<SortKey, (a: FlightOffer, b: FlightOffer) => number> = {
    price: (a, b) => offerCents(a) - offerCents(b) || byText(departure(a), departure(b)),
    time: (a, b) => byText(departure(a), departure(b)) || offerCents(a) - offerCents(b),
    airlines: (a, b) =>
      byName(airlineName(a, carriers), airlineName(b, carriers)) || offerCents(a) - offerCents(b),
  };
  return [...offers].sort(compare[key]);
}

/**
 * The offers that pass every active filter: within a group any ticked option passes (OR),
 * across groups all must pass (AND). An offer passes Airlines when any of its flights is by a
 * ticked airline.
 */
export function filterOffers(offers: readonly FlightOffer[], filters: OfferFilters): FlightOffer[] {
  return offers.filter(
    (offer) =>
      (filters.stops.length === 0 || filters.stops.includes(offerStops(offer))) &&
      (filters.times.length === 0 || filters.times.includes(timeWindowOf(departure(offer)))) &&
      (filters.airlines.length === 0 || offerCarriers(offer).some((c) => filters.airlines.includes(c))) &&
      (filters.maxPrice === null || offerCents(offer) <= filters.maxPrice),
  );
}

/** One option of a filter group: how many offers have it and the cheapest of them, cents. */
export interface FilterOption<T> {
  value: T;
  count: number;
  cheapest: number;
}

export interface FilterOptions {
  stops: FilterOption<number>[];
  times: FilterOption<TimeWindow>[];
  airlines: FilterOption<string>[];
  /** The cheapest and dearest grand total, cents; null without offers. */
  price: { min: number; max: number } | null;
}

/** The filter groups' options as the results offer them (never sample data); airlines A to Z by name. */
export function filterOptions(
  offers: readonly FlightOffer[],
  carriers: Readonly<Record<string, string>> = {},
): FilterOptions {
  const stops = new Map<number, FilterOption<number>>();
  const times = new Map<TimeWindow, FilterOption<TimeWindow>>();
  const airlines = new Map<string, FilterOption<string>>();
  const add = <T>(map: Map<T, FilterOption<T>>, value: T, cents: number) => {
    const option = map.get(value);
    if (option) {
      option.count += 1;
      option.cheapest = Math.min(option.cheapest, cents);
    } else map.set(value, { value, count: 1, cheapest: cents });
  };
  for (const offer of offers) {
    const cents = offerCents(offer);
    add(stops, offerStops(offer), cents);
    add(times, timeWindowOf(departure(offer)), cents);
    for (const code of offerCarriers(offer)) add(airlines, code, cents);
  }
  const totals = offers.map(offerCents);
  return {
    stops: [...stops.values()].sort((a, b) => a.value - b.value),
    times: TIME_WINDOW_KEYS.flatMap((key) => times.get(key) ?? []),
    airlines: [...airlines.values()].sort((a, b) =>
      byName(carriers[a.value] ?? a.value, carriers[b.value] ?? b.value),
    ),
    price: totals.length > 0 ? { min: Math.min(...totals), max: Math.max(...totals) } : null,
  };
}

/** True when a filter is set (Reset then has something to do). */
export function hasFilters(filters: OfferFilters): boolean {
  return (
    filters.stops.length + filters.times.length + filters.airlines.length > 0 || filters.maxPrice !== null
  );
}

/**
 * Adds or removes one value of a filter group.
 * @example toggle(["UB"], "8M") // ["UB", "8M"]
 */
export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
