import { addDays, isIsoDate } from "./dates.ts";
import type { CabinName } from "./flight-offer.ts";

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
  /** Counted in the form, not sent (spec section 3). */
  infants?: number;
  limit: number;
  travelClass: CabinName | CabinCode;
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
 * Spec section 5 search rules, one message per failure in the order the search panel shows
 * them (its toasts, section 8), then dates and counts. `today` is the traveller's date.
 * @example validateSearch({ from: "RGN", to: "", ... }, "2026-11-21") // ["Please select destination city/country"]
 * @returns an empty list when the search may run.
 */
export function validateSearch(input: SearchInput, today: string): string[] {
  const errors: string[] = [];
  if (!text(input.from)) errors.push("Please select departure city/country");
  if (!text(input.to)) errors.push("Please select destination city/country");
  if (!text(input.departureDate)) errors.push("Please select departure date");
  const travelType = Number(input.travelType);
  if (travelType !== 1 && travelType !== 2)
    errors.push("Please select either Domestic or International flight");
  if (input.travelClass !== undefined && cabinCode(String(input.travelClass)) === null)
    errors.push("Please select a cabin class");
  const departure = text(input.departureDate);
  const returning = text(input.returnDate);
  if (departure && !isIsoDate(departure)) errors.push("Departure date must be a date (YYYY-MM-DD)");
  else if (departure && departure < today) errors.push("Departure date cannot be in the past");
  else if (departure && departure > addDays(today, MAX_DAYS_AHEAD))
    errors.push(`Flights are on sale up to ${MAX_DAYS_AHEAD} days ahead`);
  if (returning && !isIsoDate(returning)) errors.push("Return date must be a date (YYYY-MM-DD)");
  else if (returning && departure && returning < departure)
    errors.push("Return date cannot be earlier than departure date");
  const adults = count(input.adults, 1);
  const children = count(input.children, 0);
  if (adults === null || adults < 1 || adults > 9) errors.push("Adults must be between 1 and 9");
  if (children === null || children < 0 || children > 9) errors.push("Children must be between 0 and 9");
  const infants = count(input.infants, 0);
  if (infants === null || infants < 0 || (adults !== null && infants > adults))
    errors.push("Infants cannot be more than adults");
  const limit = count(input.limit, DEFAULT_LIMIT);
  if (limit === null || limit < 1 || limit > 50) errors.push("Limit must be between 1 and 50");
  return errors;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** A whole number from a form or query value; `fallback` when absent, null when not a whole number. */
function count(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}
