import { z } from "@hono/zod-openapi";
import { localDate } from "../../../src/domain/dates.ts";
import { MAX_LEGS, MIN_LEGS, readLegs, validateMultiCity } from "../../../src/domain/multi-city.ts";
import type { Journey } from "../../../src/domain/route-notice.ts";
import { RULE_MESSAGES } from "../../../src/domain/rule-messages.ts";
import {
  cabinCode,
  DEFAULT_LIMIT,
  domesticAbroad,
  MAX_DAYS_AHEAD,
} from "../../../src/domain/search-params.ts";
import type { MultiCitySearch } from "../../flights/multi-city-search.ts";
import { isDomestic, resolveLocation } from "../../flights/reference.ts";
import { HOME_UTC_OFFSET } from "../../flights/search.ts";
import { badRequest } from "../../http/errors.ts";
import { checkFareType, SearchQuerySchema } from "./search-query.ts";

/** One leg as the query writes it: `FROM-TO-YYYY-MM-DD`, airport codes in any case. */
const LEG_EXAMPLE = "RGN-NYU-2026-12-10_NYU-MDL-2026-12-13_MDL-HEH-2026-12-16_HEH-RGN-2026-12-19";

/**
 * The multi-city search's query: the legs, then the one-way search's own fields for the party,
 * cabin, limit and fare type (documented and shape-checked as there).
 */
export const MultiCityQuerySchema = SearchQuerySchema.pick({
  travelType: true,
  adults: true,
  children: true,
  infants: true,
  limit: true,
  travelClass: true,
  fareType: true,
}).extend({
  legs: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(MAX_LEGS + 1)])
    .optional()
    .openapi({
      description:
        `${MIN_LEGS} to ${MAX_LEGS} legs in travel order, each \`FROM-TO-YYYY-MM-DD\` (IATA airport codes, any ` +
        "case; see GET /apis/airports), joined by `_` in one value (as /flights' address writes them) or " +
        "given as repeated `legs` parameters. A leg may start anywhere (an open jaw is allowed); its date is " +
        `from today up to ${MAX_DAYS_AHEAD} days ahead and not before the previous leg's.`,
      example: LEG_EXAMPLE,
    }),
});

export type MultiCityQuery = z.infer<typeof MultiCityQuerySchema>;

/**
 * Checks a multi-city query with the rules the search panel runs (src/domain/multi-city.ts:
 * 2-5 legs, each leg as the spec checks a one-way search, dates not going backwards, the trip's
 * counts and cabin) and the server's own: known airports, a leg never from an airport to the same
 * one or its city, Myanmar airports for a domestic search, a known fare type.
 * @throws ApiError 400 with the first problem as the message ("Flight 2: …" for a leg's) and all
 * the rules' messages in `fields.query`.
 */
export function checkMultiCity(query: MultiCityQuery, now: Date): MultiCitySearch {
  const today = localDate(now, HOME_UTC_OFFSET);
  const legs = readLegs(query.legs ?? "");
  const { legs: _, ...trip } = query;
  const failures = validateMultiCity({ ...trip, legs }, today);
  const [first] = failures;
  if (first) throw badRequest(first.message, { query: failures.map((f) => f.message).join("; ") });
  const resolved = legs.map((leg, index) => {
    const origins = resolveLocation(leg.from);
    const destinations = resolveLocation(leg.to);
    const flight = `Flight ${index + 1}`;
    if (origins.length === 0)
      throw badRequest(`${flight}: Unknown airport or city: ${leg.from}`, {
        [`legs.${index}.from`]: "unknown",
      });
    if (destinations.length === 0)
      throw badRequest(`${flight}: Unknown airport or city: ${leg.to}`, { [`legs.${index}.to`]: "unknown" });
    if (origins.some((o) => destinations.some((d) => d.iataCode === o.iataCode)))
      throw badRequest(`${flight}: ${RULE_MESSAGES["search.sameAirport"]}`, {
        [`legs.${index}.to`]: "same as from",
      });
    return { origins, destinations, departureDate: leg.departureDate };
  });
  const airports = resolved.flatMap((leg) => [...leg.origins, ...leg.destinations]);
  const abroad = domesticAbroad(query.travelType, airports.map(isDomestic));
  if (abroad) throw badRequest(abroad.message, { travelType: "domestic" });
  const fareType = checkFareType(query.fareType);
  return {
    legs: resolved,
    adults: query.adults ? Number(query.adults) : 1,
    children: query.children ? Number(query.children) : 0,
    infants: query.infants ? Number(query.infants) : 0,
    cabin: cabinCode(query.travelClass) ?? "Y",
    limit: query.limit ? Number(query.limit) : DEFAULT_LIMIT,
    fareType,
  };
}

/** The journeys of a multi-city search, for its route notices: every leg's airports on its date. */
export function multiCityJourneys(search: MultiCitySearch): Journey[] {
  return search.legs.flatMap((leg) =>
    leg.origins.flatMap((origin) =>
      leg.destinations.map((destination) => ({
        from: origin.iataCode,
        to: destination.iataCode,
        date: leg.departureDate,
      })),
    ),
  );
}
