import type { UIKey } from "../../i18n/en.ts";
import type { Locale } from "../../i18n/locales.ts";
import { translatorFrom } from "../../i18n/translate-core.ts";

/** The dictionary keys the search panel shows; SearchSlot.astro picks them for the island. */
export const searchPanelKeys = [
  "search.heading",
  "searchPanel.tripType",
  "searchPanel.oneWay",
  "searchPanel.roundTrip",
  "searchPanel.multiCity",
  "searchPanel.flightN",
  "searchPanel.flights",
  "searchPanel.addFlight",
  "searchPanel.removeFlight",
  "searchPanel.travelType",
  "searchPanel.domestic",
  "searchPanel.international",
  "searchPanel.from",
  "searchPanel.to",
  "searchPanel.airportPlaceholder",
  "searchPanel.recent",
  "searchPanel.noAirports",
  "searchPanel.airportsFound",
  "searchPanel.airportsFailed",
  "searchPanel.departureDate",
  "searchPanel.returnDate",
  "searchPanel.selectDate",
  "searchPanel.chooseDeparture",
  "searchPanel.chooseReturn",
  "searchPanel.loadingCalendar",
  "searchPanel.calendarFailed",
  "app.tryAgain",
  "searchPanel.previousMonth",
  "searchPanel.nextMonth",
  "searchPanel.chooseDay",
  "searchPanel.dayUnavailable",
  "searchPanel.month",
  "searchPanel.passengers",
  "searchPanel.passengerSummary",
  "searchPanel.adults",
  "searchPanel.adultsHint",
  "searchPanel.children",
  "searchPanel.childrenHint",
  "searchPanel.infants",
  "searchPanel.infantsHint",
  "searchPanel.add",
  "searchPanel.remove",
  "searchPanel.cabin",
  "searchPanel.selectCabin",
  "searchPanel.search",
  "cabin.Y",
  "cabin.W",
  "cabin.J",
  "cabin.F",
  "rule.search.from",
  "rule.search.to",
  "rule.search.departureDate",
  "rule.search.returnDate",
  "rule.search.travelType",
  "rule.search.cabin",
  "rule.search.sameAirport",
  "rule.search.domesticAbroad",
  "rule.search.departureFormat",
  "rule.search.departurePast",
  "rule.search.departureTooFar",
  "rule.search.returnFormat",
  "rule.search.returnBeforeDeparture",
  "rule.search.adults",
  "rule.search.children",
  "rule.search.infants",
  "rule.search.limit",
  "rule.search.legsTooFew",
  "rule.search.legsTooMany",
  "rule.search.legBeforePrevious",
  "rules.inLeg",
] as const satisfies readonly UIKey[];

export type SearchPanelKey = (typeof searchPanelKeys)[number];
export type SearchPanelStrings = Record<SearchPanelKey, string>;

/**
 * A translator over the island's own strings (no dictionary in the island's code); in Myanmar
 * it writes numbers with Myanmar digits, as the booking app's translator does.
 */
export function stringsT(strings: SearchPanelStrings, locale: Locale = "en") {
  const t = translatorFrom(strings, {}, locale);
  return (key: SearchPanelKey, vars?: Record<string, string | number>) => t(key, vars);
}

export type PanelT = ReturnType<typeof stringsT>;
