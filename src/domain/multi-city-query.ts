/**
 * A multi-city search as /flights' address carries it: the legs in one value, then the trip's
 * fields under the one-way search's names:
 * `?travelType=1&legs=RGN-NYU-2026-12-10_NYU-MDL-2026-12-14&adults=1&children=0&infants=0&travelClass=Y&fareType=citizen`.
 */
import { readFareType } from "./fare-type.ts";
import { legsToQuery, readLegs, validateMultiCity } from "./multi-city.ts";
import type { RuleFailure } from "./rule-messages.ts";
import { CABINS, cabinCode, DEFAULT_LIMIT, type SearchInput, type SearchParams } from "./search-params.ts";

/** The query keys of a multi-city search, in the order the address writes them. */
export const MULTI_CITY_QUERY_KEYS = [
  "travelType",
  "legs",
  "adults",
  "children",
  "infants",
  "travelClass",
  "fareType",
] as const;

/**
 * The address query for a multi-city search (call with `params.legs` set).
 * @example multiCityToQuery(params) // { travelType: "1", legs: "RGN-NYU-2026-12-10_NYU-MDL-2026-12-14", adults: "1", ... }
 */
export function multiCityToQuery(params: SearchParams): Record<string, string> {
  const query: Record<string, string> = {
    travelType: String(params.travelType),
    legs: legsToQuery(params.legs ?? []),
    adults: String(params.adults),
    children: String(params.children),
    infants: String(params.infants ?? 0),
    travelClass: cabinCode(String(params.travelClass)) ?? "Y",
  };
  if (params.fareType) query.fareType = params.fareType;
  return query;
}

/**
 * The multi-city search an address carries (it has `legs`), checked by the multi-city rules as
 * of `today`: the search parameters (the first leg's start, the last leg's end and the first
 * date as `from`, `to` and `departureDate`), or the failures and what the query held.
 * @example readMultiCityQuery({ legs: "RGN-NYU-2026-12-10_NYU-MDL-2026-12-14", travelType: "1" }, "2026-11-29").params.legs.length // 2
 */
export function readMultiCityQuery(
  query: Record<string, string | undefined>,
  today: string,
): { params: SearchParams } | { failures: RuleFailure[]; input: SearchInput } {
  const legs = readLegs(query.legs ?? "");
  const trip = Object.fromEntries(
    MULTI_CITY_QUERY_KEYS.filter((key) => key !== "legs" && query[key] !== undefined).map((key) => [
      key,
      query[key],
    ]),
  ) as SearchInput;
  const failures = validateMultiCity({ ...trip, legs }, today);
  if (failures.length > 0) return { failures, input: { ...trip, from: query.legs } };
  const fareType = readFareType(trip.fareType);
  const [first] = legs;
  return {
    params: {
      travelType: Number(trip.travelType) === 1 ? 1 : 2,
      from: first?.from ?? "",
      to: legs.at(-1)?.to ?? "",
      departureDate: first?.departureDate ?? "",
      returnDate: null,
      adults: Number(trip.adults ?? 1),
      children: Number(trip.children ?? 0),
      infants: Number(trip.infants ?? 0),
      limit: DEFAULT_LIMIT,
      travelClass: CABINS[cabinCode(String(trip.travelClass ?? "")) ?? "Y"],
      ...(fareType ? { fareType } : {}),
      legs,
    },
  };
}
