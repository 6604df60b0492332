import { CONNECTIONS, type FlightDefinition } from "./datasets/schedule.ts";
import { directFlights } from "./schedule.ts";

/** A published online connection in one direction: the carrier and the airport it connects at. */
export interface PublishedConnection {
  carrier: string;
  via: string;
}

const byMarket = new Map<string, PublishedConnection[]>();
for (const [carrier, from, via, to] of CONNECTIONS) {
  for (const key of [`${from}-${to}`, `${to}-${from}`])
    byMarket.set(key, [...(byMarket.get(key) ?? []), { carrier, via }]);
}

/**
 * The online connections carriers publish from one airport to another (both ways).
 * @example publishedConnections("BKK", "RGN") // [{ carrier: "MH", via: "KUL" }]
 */
export function publishedConnections(from: string, to: string): readonly PublishedConnection[] {
  return byMarket.get(`${from}-${to}`) ?? [];
}

/** True when two flights make a connection a carrier publishes (and so sells at a through fare). */
export function isPublishedConnection(first: FlightDefinition, second: FlightDefinition): boolean {
  return (
    first.to === second.from &&
    first.carrierCode === second.carrierCode &&
    publishedConnections(first.from, second.to).some(
      (c) => c.carrier === first.carrierCode && c.via === first.to,
    )
  );
}

/**
 * The block time of the shortest nonstop flight between two airports (either way), which a
 * through fare is priced on; undefined when no nonstop flight flies the market.
 * @example nonstopMinutes("RGN", "BKK") // 85
 */
export function nonstopMinutes(from: string, to: string): number | undefined {
  const flights = [...directFlights(from, to), ...directFlights(to, from)];
  return flights.length > 0 ? Math.min(...flights.map((f) => f.blockMinutes)) : undefined;
}
