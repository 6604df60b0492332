import type { CalendarAirport } from "../domain/ics.ts";
import { searchAirports } from "./airports.ts";

/** Where the airports' names, offsets and zones are remembered: reference data, nothing personal. */
const STORAGE_KEY = "calendar-airports";

function remembered(): Record<string, CalendarAirport> {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, CalendarAirport>;
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}

/**
 * The name, UTC offset and IANA time zone of each airport in `codes` (`GET /apis/airports?q=<code>`,
 * whose exact code comes first), remembered in the browser so that a calendar can be made again
 * with no connection. Asks only for the airports not yet remembered (or remembered without a time
 * zone, as before zones were served); a lost connection fails as the API call does, and an
 * airport the API does not know is left out.
 */
export async function calendarAirports(codes: string[]): Promise<Record<string, CalendarAirport>> {
  const known = remembered();
  const missing = codes.filter((code) => typeof known[code]?.timeZone !== "string");
  if (missing.length === 0) return known;
  const found = await Promise.all(
    missing.map(async (code) => (await searchAirports(code)).find((a) => a.iataCode === code)),
  );
  for (const airport of found) {
    if (airport && Number.isFinite(airport.utcOffsetMinutes) && typeof airport.timeZone === "string")
      known[airport.iataCode] = {
        name: airport.name,
        utcOffsetMinutes: airport.utcOffsetMinutes,
        timeZone: airport.timeZone,
      };
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(known));
  } catch {
    // Storage full or refused: asked again next time.
  }
  return known;
}
