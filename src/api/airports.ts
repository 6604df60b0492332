import { apiRequest } from "./client.ts";

/** One entry of `GET /apis/airports`. */
export interface Airport {
  iataCode: string;
  name: string;
  city: string;
  cityMy: string;
  country: string;
  countryCode: string;
  domestic: boolean;
}

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
