import type { CabinCode } from "../../src/domain/search-params.ts";
import { locateAirports } from "./airport-match.ts";
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
 * Airports a search term names: an IATA code, or a city, an airport name or an old or other name
 * in English or Myanmar (any case; `airport-match.ts`). A city with two airports (Bangkok) gives both.
 * @example resolveLocation("bangkok").map((a) => a.iataCode) // ["BKK", "DMK"]
 */
export function resolveLocation(term: string): AirportData[] {
  return locateAirports(term);
}
