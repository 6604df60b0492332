import type { FareType } from "../../src/domain/fare-type.ts";
import { CITIZEN_LEVEL } from "./datasets/fares.ts";
import type { FlightInstance } from "./schedule.ts";

/**
 * The fare type a chain of flights sells at: the party's when every flight stays in Myanmar,
 * none (null) when any leaves it, as international flights have one fare for everyone.
 * @example chainFareType([rgnMdl], "citizen") // "citizen"; chainFareType([mdlRgn, rgnBkk], "citizen") // null
 */
export function chainFareType(flights: readonly FlightInstance[], fareType: FareType): FareType | null {
  return flights.length > 0 && flights.every((f) => f.domestic) ? fareType : null;
}

/**
 * What a carrier charges for a fare type, in percent of its foreigner fare: its citizen level
 * (CITIZEN_LEVEL) for a citizen fare, else 100.
 * @example fareTypeLevel("UB", "citizen") // 55; fareTypeLevel("UB", null) // 100
 */
export function fareTypeLevel(carrierCode: string, fareType: FareType | null): number {
  return fareType === "citizen" ? (CITIZEN_LEVEL[carrierCode] ?? 100) : 100;
}
