import { addDays, isIsoDate } from "./dates.ts";
import type { FareType } from "./fare-type.ts";
import type { CabinName } from "./flight-offer.ts";
import { type RuleCode, type RuleFailure, ruleFailure } from "./rule-messages.ts";

/** Spec cabin codes: Y Economy, W Premium Economy, J Business, F First Class. */
export type CabinCode = "Y" | "W" | "J" | "F";

/** 1 = domestic, 2 = international (spec section 3). */
export type TravelType = 1 | 2;

/** The flight search parameters as the search panel stores them and the search call sends them. */
export interface SearchParams {
  travelType: TravelType;
  from: string;
  to: string;
  departureDate: string;
  returnDate: string | null;
  adults: number;
  children: number;
  /** Infants on lap, 0 to `adults` (sent when there are any; the spec only counted them). */
  infants?: number;
  limit: number;
  travelClass: CabinName | CabinCode;
  /**
   * Citizen or foreigner fares on domestic flights, from the Country setting. Absent in a search
   * stored before fare types, and in a link without one: the results page then takes the setting's.
   */
  fareType?: FareType;
  /**
   * A multi-city trip's legs, 2 to 5 (src/domain/multi-city.ts); absent on one-way and round trips.
   * `from`, `to` and `departureDate` then say the first leg's start, the last leg's end and the
   * first date, so that what reads a trip's ends keeps working.
   */
  legs?: SearchLeg[];
}

/** One leg of a multi-city search: airport codes and its departure date (YYYY-MM-DD). */
export interface SearchLeg {
  from: string;
  to: string;
  departureDate: string;
}

export const CABINS: Record<CabinCode, CabinName> = {
  Y: "ECONOMY",
  W: "PREMIUM_ECONOMY",
  J: "BUSINESS",
  F: "FIRST",
};

export const CABIN_LABELS: Record<CabinCode, string> = {
  Y: "Economy",
  W: "Premium Economy",
  J: "Business",
  F: "First Class",
};

/** Result limit the search sends by default (spec section 9). */
export const DEFAULT_LIMIT = 10;
/** How far ahead the schedule is on sale. */
export const MAX_DAYS_AHEAD = 365;

/** True for a value shaped like stored search parameters (an old or hand-edited value is not). */
export function isSearchParams(value: unknown): value is SearchParams {
  const v = value as Partial<SearchParams> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.from === "string" &&
    typeof v.to === "string" &&
    typeof v.departureDate === "string" &&
    (v.travelType === 1 || v.travelType === 2) &&
    typeof v.adults === "number" &&
    (v.legs === undefined ||
      (Array.isArray(v.legs) &&
        v.legs.every(
          (leg: Partial<SearchLeg> | null) =>
            typeof leg?.from === "string" &&
            typeof leg.to === "string" &&
            typeof leg.departureDate === "string",
        )))
  );
}

/**
 * The cabin code for a travel class written either way; Economy when none is given (spec 9).
 * @example cabinCode("BUSINESS") // "J"; cabinCode("w") // "W"; cabinCode("") // "Y"
 * @returns null for an unknown class.
 */
export function cabinCode(travelClass: string | null | undefined): CabinCode | null {
  const value = (travelClass ?? "").trim().toUpperCase();
  if (value === "") return "Y";
  if (value in CABINS) return value as CabinCode;
  const found = (Object.keys(CABINS) as CabinCode[]).find((code) => CABINS[code] === value);
  return found ?? null;
}

/** What a search form or query holds before it is checked; every field may be missing. */
export type SearchInput = Partial<Record<keyof SearchParams, unknown>>;

/**
 * Spec section 5 search rules, one failure each in the order the search panel shows them (its
 * toasts, section 8), then dates and counts. `today` is the traveller's date; `roundTrip` says
 * the form is on Round Trip, which then needs a return date (the API has no trip type).
 * @example validateSearch({ from: "RGN", to: "", ... }, "2026-11-21")[0].message // "Please select destination city/country"
 * @returns an empty list when the search may run.
 */
export function validateSearch(
  input: SearchInput,
  today: string,
  { roundTrip = false }: { roundTrip?: boolean } = {},
): RuleFailure[] {
  const errors: RuleFailure[] = [];
  const fail = (code: RuleCode, field: string, params?: Record<string, number>) =>
    errors.push(ruleFailure(code, field, params));
  if (!text(input.from)) fail("search.from", "from");
  if (!text(input.to)) fail("search.to", "to");
  if (!text(input.departureDate)) fail("search.departureDate", "departureDate");
  // A form on Round Trip needs the way back; the API reads a missing return date as one way.
  if (roundTrip && !text(input.returnDate)) fail("search.returnDate", "returnDate");
  const travelType = Number(input.travelType);
  if (travelType !== 1 && travelType !== 2) fail("search.travelType", "travelType");
  if (input.travelClass !== undefined && cabinCode(String(input.travelClass)) === null)
    fail("search.cabin", "travelClass");
  // Not a spec rule: the API refuses it, and the panel says so before leaving the page.
  if (text(input.from) && text(input.from).toUpperCase() === text(input.to).toUpperCase())
    fail("search.sameAirport", "to");
  const departure = text(input.departureDate);
  const returning = text(input.returnDate);
  if (departure && !isIsoDate(departure)) fail("search.departureFormat", "departureDate");
  else if (departure && departure < today) fail("search.departurePast", "departureDate");
  else if (departure && departure > addDays(today, MAX_DAYS_AHEAD))
    fail("search.departureTooFar", "departureDate", { days: MAX_DAYS_AHEAD });
  if (returning && !isIsoDate(returning)) fail("search.returnFormat", "returnDate");
  else if (returning && departure && returning < departure)
    fail("search.returnBeforeDeparture", "returnDate");
  // The sale window holds for the way back too (the spec's rules check only the departure).
  else if (returning && returning > addDays(today, MAX_DAYS_AHEAD))
    fail("search.returnTooFar", "returnDate", { days: MAX_DAYS_AHEAD });
  const adults = count(input.adults, 1);
  const children = count(input.children, 0);
  if (adults === null || adults < 1 || adults > 9) fail("search.adults", "adults");
  if (children === null || children < 0 || children > 9) fail("search.children", "children");
  const infants = count(input.infants, 0);
  if (infants === null || infants < 0 || (adults !== null && infants > adults))
    fail("search.infants", "infants");
  const limit = count(input.limit, DEFAULT_LIMIT);
  if (limit === null || limit < 1 || limit > 50) fail("search.limit", "limit");
  return errors;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Domestic with an airport abroad, which the API refuses (not a spec rule). The panel asks it of
 * the airports it chose, the server of the airports it resolved.
 * @example domesticAbroad(1, [true, false])?.code // "search.domesticAbroad"
 * @returns null when the travel type fits the airports.
 */
export function domesticAbroad(travelType: unknown, inMyanmar: readonly boolean[]): RuleFailure | null {
  return Number(travelType) === 1 && inMyanmar.some((home) => !home)
    ? ruleFailure("search.domesticAbroad", "travelType")
    : null;
}

/** A whole number from a form or query value; `fallback` when absent, null when not a whole number. */
function count(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}
