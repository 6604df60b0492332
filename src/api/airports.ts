import { type Airport, readAirports } from "../domain/airport.ts";
import { apiRequest } from "./client.ts";

/**
 * Airports matching a code, or a city or airport name in English or Myanmar, best first.
 * Pass the combobox's AbortSignal so that a newer keystroke cancels an older question.
 */
export function searchAirports(q: string, signal?: AbortSignal): Promise<Airport[]> {
  return apiRequest(`/apis/airports?q=${encodeURIComponent(q.trim())}`, readAirports, { signal });
}
