/** How a booking's legs fit together: one flight out, out and back, or 2 to 5 legs of a circuit. */
export const TRIP_TYPES = ["ONE_WAY", "ROUND_TRIP", "MULTI_CITY"] as const;

export type TripType = (typeof TRIP_TYPES)[number];

/** The most legs (itineraries) one offer, and so one booking, may have. */
export const MAX_TRIP_LEGS = 5;

/** A leg as far as its trip type goes: where its first flight leaves and its last one lands. */
interface LegEnds {
  segments: ReadonlyArray<{ departure: { iataCode: string }; arrival: { iataCode: string } }>;
}

/**
 * Airports that share a city with another (IATA metropolitan area codes): a return to Yangon from
 * Don Mueang is a round trip's return from Bangkok. Airports not listed are their own city.
 */
const METRO_AREAS: Readonly<Record<string, string>> = { BKK: "BKK", DMK: "BKK" };

const cityOf = (code: string) => METRO_AREAS[code] ?? code;

const ends = (leg: LegEnds | undefined) => ({
  from: cityOf(leg?.segments[0]?.departure.iataCode ?? ""),
  to: cityOf(leg?.segments.at(-1)?.arrival.iataCode ?? ""),
});

/**
 * The trip type of an offer's itineraries: one is a one-way trip; two whose second goes back the
 * same way (from the first's destination city to its origin city: Bangkok's two airports are one
 * city) a round trip; an open jaw of two, or three legs and more, a multi-city trip.
 * @example tripTypeOf([rgnToMdl, mdlToRgn]) // "ROUND_TRIP"
 * @example tripTypeOf([rgnToMdl, nyuToRgn]) // "MULTI_CITY"
 */
export function tripTypeOf(itineraries: readonly LegEnds[]): TripType {
  if (itineraries.length <= 1) return "ONE_WAY";
  if (itineraries.length > 2) return "MULTI_CITY";
  const out = ends(itineraries[0]);
  const back = ends(itineraries[1]);
  return back.from === out.to && back.to === out.from ? "ROUND_TRIP" : "MULTI_CITY";
}

/** True for a value that is one of the trip types (a stored or decoded record's). */
export function isTripType(value: unknown): value is TripType {
  return typeof value === "string" && (TRIP_TYPES as readonly string[]).includes(value);
}
