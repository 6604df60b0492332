import type { CabinCode } from "../../src/domain/search-params.ts";
import { AIRCRAFT, type Aircraft } from "./datasets/aircraft.ts";
import { AIRLINES, type Airline } from "./datasets/airlines.ts";
import { AIRPORTS, type AirportData } from "./datasets/airports.ts";

/** Lookups over the reference data files, built once at import. */
const airportsByCode = new Map(AIRPORTS.map((a) => [a.iataCode, a]));
const airlinesByCode = new Map(AIRLINES.map((a) => [a.code, a]));
const aircraftByCode = new Map(AIRCRAFT.map((a) => [a.code, a]));

/** The airport with this IATA code (any case), if we serve it. */
export function airport(code: string): AirportData | undefined {
  return airportsByCode.get(code.trim().toUpperCase());
}

/** The airline with this code; throws for a code the schedule does not use (a data error). */
export function airline(code: string): Airline {
  const found = airlinesByCode.get(code);
  if (!found) throw new Error(`Unknown airline ${code} in the schedule`);
  return found;
}

/** The aircraft type; throws for a code the schedule does not use (a data error). */
export function aircraft(code: string): Aircraft {
  const found = aircraftByCode.get(code);
  if (!found) throw new Error(`Unknown aircraft ${code} in the schedule`);
  return found;
}

/**
 * Seats in a cabin of an aircraft type (0 when it has no such cabin).
 * @example cabinCapacity("320", "Y") // 150
 */
export function cabinCapacity(aircraftCode: string, cabin: CabinCode): number {
  const map = aircraft(aircraftCode).cabins.find((c) => c.cabin === cabin);
  return map ? (map.lastRow - map.firstRow + 1) * map.letters.length : 0;
}

/** True for an airport in Myanmar (what a domestic search may use). */
export function isDomestic(a: AirportData): boolean {
  return a.countryCode === "MM";
}

/** The terminal a flight uses at an airport: the domestic one for a domestic flight where it differs. */
export function terminalFor(a: AirportData, domesticFlight: boolean): string {
  return (domesticFlight && a.domesticTerminal) || a.terminals[0] || "1";
}

/**
 * Airports a search term names: an IATA code, or a city or airport name in English or Myanmar
 * (any case). A city with two airports (Bangkok) gives both.
 * @example resolveLocation("bangkok").map((a) => a.iataCode) // ["BKK", "DMK"]
 */
export function resolveLocation(term: string): AirportData[] {
  const value = term.trim().toLowerCase();
  if (!value) return [];
  const byCode = airportsByCode.get(value.toUpperCase());
  if (byCode) return [byCode];
  return AIRPORTS.filter(
    (a) => a.city.toLowerCase() === value || a.cityMy === value || a.name.toLowerCase() === value,
  );
}

/**
 * Airports matching what a person has typed so far, best first: code, then city, name or
 * country starting with it, then city or name containing it. A country only by its start:
 * "yan" is Yangon, not every airport of "Myanmar".
 * @example searchAirports("man").map((a) => a.iataCode) // ["MDL"]
 */
export function searchAirports(query: string, limit = 20): AirportData[] {
  const q = query.trim().toLowerCase();
  if (!q) return AIRPORTS.slice(0, limit);
  const scored: Array<[number, AirportData]> = [];
  for (const a of AIRPORTS) {
    const names = [a.city.toLowerCase(), a.name.toLowerCase(), a.cityMy];
    let score = -1;
    if (a.iataCode.toLowerCase() === q) score = 0;
    else if ([...names, a.country.toLowerCase()].some((t) => t.startsWith(q))) score = 1;
    else if (names.some((t) => t.includes(q))) score = 2;
    if (score >= 0) scored.push([score, a]);
  }
  return scored
    .sort((x, y) => x[0] - y[0] || x[1].iataCode.localeCompare(y[1].iataCode))
    .slice(0, limit)
    .map(([, a]) => a);
}
