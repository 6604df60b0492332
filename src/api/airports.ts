import type { Airport } from "../domain/airport.ts";
import { apiRequest } from "./client.ts";

/**
 * Airports matching a code, or a city or airport name in English or Myanmar, best first.
 * Pass the combobox's AbortSignal so that a newer keystroke cancels an older question.
 */
export async function searchAirports(q: string, signal?: AbortSignal): Promise<Airport[]> {
  const body = await apiRequest<{ data: Airport[] }>(`/apis/airports?q=${encodeURIComponent(q.trim())}`, {
    signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}
