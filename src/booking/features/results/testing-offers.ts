import type { FlightOffer } from "../../../domain/flight-offer.ts";
import { flightOffer } from "../../../domain/test-data.ts";

/**
 * For tests: an offer whose outbound flies these segments, each
 * [carrier+number, from, to, departs, arrives, from terminal, to terminal].
 * @example flying(["MH741", "RGN", "KUL", "2026-12-01T12:50:00", "2026-12-01T17:25:00"], [...])
 */
export function flying(
  ...legs: Array<[string, string, string, string, string, string?, string?]>
): FlightOffer {
  const base = flightOffer({ total: "180.00" });
  const segments = legs.map(([flight, from, to, departs, arrives, fromTerminal, toTerminal], i) => ({
    id: String(i + 1),
    carrierCode: flight.slice(0, 2),
    number: flight.slice(2),
    aircraft: { code: flight.startsWith("K7") ? "AT7" : "738" },
    departure: { iataCode: from, at: departs, ...(fromTerminal ? { terminal: fromTerminal } : {}) },
    arrival: { iataCode: to, at: arrives, ...(toTerminal ? { terminal: toTerminal } : {}) },
    duration: "PT2H",
    numberOfStops: 0,
  }));
  const id = `Y~${legs.map(([number]) => number).join(",")}`;
  return { ...base, id, itineraries: [{ duration: "PT6H", segments }] };
}
