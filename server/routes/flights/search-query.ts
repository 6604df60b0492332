import { z } from "@hono/zod-openapi";
import { localDate } from "../../../src/domain/dates.ts";
import { cabinCode, DEFAULT_LIMIT, validateSearch } from "../../../src/domain/search-params.ts";
import { isDomestic, resolveLocation } from "../../flights/reference.ts";
import type { OfferSearch } from "../../flights/search.ts";
import { HOME_UTC_OFFSET } from "../../flights/search.ts";
import { badRequest } from "../../http/errors.ts";

const text = z.string().max(100).optional();

/** The search query as the contract lists it; every check is in {@link checkSearch}. */
export const SearchQuerySchema = z.object({
  travelType: text.openapi({ description: "1 domestic, 2 international", example: "1" }),
  from: text.openapi({ description: "IATA code or city name, any case", example: "RGN" }),
  to: text.openapi({ example: "MDL" }),
  departureDate: text.openapi({ example: "2026-12-01" }),
  returnDate: text.openapi({ description: "absent or empty for one way" }),
  adults: text.openapi({ description: "1-9, default 1" }),
  children: text.openapi({ description: "0-9, default 0" }),
  limit: text.openapi({ description: "1-50, default 10" }),
  travelClass: text.openapi({ description: "ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST or Y, W, J, F" }),
});

/**
 * Checks a search query with the spec's rules (src/domain, the same the search panel runs) and
 * the server's own: known airports, not the same twice, Myanmar airports for a domestic search.
 * @throws ApiError 400 with the first problem as the message and all of them in `fields`.
 */
export function checkSearch(query: z.infer<typeof SearchQuerySchema>, now: Date): OfferSearch {
  const today = localDate(now, HOME_UTC_OFFSET);
  const errors = validateSearch(query, today);
  const [first] = errors;
  if (first) throw badRequest(first.message, { query: errors.map((error) => error.message).join("; ") });
  const origins = resolveLocation(query.from ?? "");
  const destinations = resolveLocation(query.to ?? "");
  if (origins.length === 0) throw badRequest(`Unknown airport or city: ${query.from}`, { from: "unknown" });
  if (destinations.length === 0) throw badRequest(`Unknown airport or city: ${query.to}`, { to: "unknown" });
  if (origins.some((o) => destinations.some((d) => d.iataCode === o.iataCode)))
    throw badRequest("Departure and destination must be different", { to: "same as from" });
  if (Number(query.travelType) === 1 && ![...origins, ...destinations].every(isDomestic))
    throw badRequest("A domestic search needs airports in Myanmar; choose International", {
      travelType: "domestic",
    });
  return {
    origins,
    destinations,
    departureDate: query.departureDate ?? today,
    returnDate: query.returnDate?.trim() ? query.returnDate.trim() : null,
    adults: query.adults ? Number(query.adults) : 1,
    children: query.children ? Number(query.children) : 0,
    cabin: cabinCode(query.travelClass) ?? "Y",
    limit: query.limit ? Number(query.limit) : DEFAULT_LIMIT,
  };
}
