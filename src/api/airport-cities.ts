import { type Airport, readAirports } from "../domain/airport.ts";
import { apiRequest } from "./client.ts";

/** An airport's code and its city in the two languages of the interface. */
export type AirportCity = Pick<Airport, "iataCode" | "city" | "cityMy">;

const cache = new Map<string, Promise<AirportCity | null>>();

/**
 * The city of an airport code (`GET /apis/airports?q=CODE`), asked once per code per page. A
 * longer text (a city or an old name a shared link carries, "Rangoon") is the best match's city.
 * @example await airportCity("RGN") // { iataCode: "RGN", city: "Yangon", cityMy: "ရန်ကုန်", ... }
 * @example await airportCity("Rangoon") // { iataCode: "RGN", city: "Yangon", ... }
 */
export function airportCity(code: string): Promise<AirportCity | null> {
  let found = cache.get(code);
  if (!found) {
    found = apiRequest(`/apis/airports?q=${encodeURIComponent(code)}`, readAirports)
      .then(
        (airports) =>
          airports.find((a) => a.iataCode === code) ?? (code.length > 3 ? (airports[0] ?? null) : null),
      )
      .catch(() => null);
    cache.set(code, found);
  }
  return found;
}
