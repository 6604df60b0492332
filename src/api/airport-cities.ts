import { apiRequest } from "./client.ts";

export interface AirportCity {
  iataCode: string;
  city: string;
  cityMy: string;
}

const cache = new Map<string, Promise<AirportCity | null>>();

/**
 * The city of an airport code (`GET /apis/airports?q=CODE`), asked once per code per page.
 * @example await airportCity("RGN") // { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်" }
 */
export function airportCity(code: string): Promise<AirportCity | null> {
  let found = cache.get(code);
  if (!found) {
    found = apiRequest<{ data: AirportCity[] }>(`/apis/airports?q=${encodeURIComponent(code)}`)
      .then((body) => body.data.find((a) => a.iataCode === code) ?? null)
      .catch(() => null);
    cache.set(code, found);
  }
  return found;
}
