/**
 * Citizen and foreigner fares. Myanmar's domestic airlines sell two fare levels: a local fare
 * for Myanmar citizens (NRC card holders) and a foreigner fare, about double. International
 * flights have one fare for everyone. The Country setting (Myanmar, Foreigner) chooses which
 * fare a domestic search shows; the search call, the results address and the offer id carry it.
 */

/** The two fare types of a domestic flight, as the search call's `fareType` writes them. */
export const FARE_TYPES = ["citizen", "foreigner"] as const;
export type FareType = (typeof FARE_TYPES)[number];

/**
 * The fare type of a search that names none: the foreigner fare, which anyone may buy, at the
 * prices the API answered before fare types existed (docs/adr/0063-citizen-and-foreigner-fares.md).
 */
export const DEFAULT_FARE_TYPE: FareType = "foreigner";

/**
 * A fare type as a query or a stored value writes it, in any letter case; null for anything else.
 * @example readFareType("Citizen") // "citizen"; readFareType("local") // null
 */
export function readFareType(value: unknown): FareType | null {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (FARE_TYPES as readonly string[]).includes(text) ? (text as FareType) : null;
}

/** The spec's two country settings. */
export type CountrySetting = "myanmar" | "foreigner";

/**
 * The fare a country setting shows: citizen fares for Myanmar, foreigner fares for Foreigner.
 * @example fareTypeFor("myanmar") // "citizen"
 */
export function fareTypeFor(country: CountrySetting): FareType {
  return country === "foreigner" ? "foreigner" : "citizen";
}

/**
 * The country setting that shows a fare type (a shared results link sets it).
 * @example countryFor("citizen") // "myanmar"
 */
export function countryFor(fareType: FareType): CountrySetting {
  return fareType === "citizen" ? "myanmar" : "foreigner";
}
