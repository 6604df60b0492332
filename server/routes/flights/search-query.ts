import { z } from "@hono/zod-openapi";
import { isIsoDate, localDate } from "../../../src/domain/dates.ts";
import { DEFAULT_FARE_TYPE, FARE_TYPES, type FareType, readFareType } from "../../../src/domain/fare-type.ts";
import type { Journey } from "../../../src/domain/route-notice.ts";
import { RULE_MESSAGES } from "../../../src/domain/rule-messages.ts";
import {
  cabinCode,
  DEFAULT_LIMIT,
  domesticAbroad,
  MAX_DAYS_AHEAD,
  validateSearch,
} from "../../../src/domain/search-params.ts";
import { aliasesOf } from "../../flights/airport-match.ts";
import { AIRPORTS } from "../../flights/datasets/airports.ts";
import { searchJourneys } from "../../flights/notices/journeys.ts";
import { isDomestic, resolveLocation } from "../../flights/reference.ts";
import type { OfferSearch } from "../../flights/search.ts";
import { HOME_UTC_OFFSET } from "../../flights/search.ts";
import { badRequest } from "../../http/errors.ts";

const text = z.string().max(100).optional();

/** A whole decimal number (no `0x1`, `1e0` or spaces), range checked by {@link checkSearch}. */
export const wholeNumber = (description: string, maximum: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}$/, "Must be a whole number")
    .optional()
    .openapi({ description: `${description} (at most ${maximum})`, example: "1" });

const isoDate = (description: string) =>
  z
    .string()
    .max(10)
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Must be a date (YYYY-MM-DD)")
    .optional()
    .openapi({ description, format: "date", example: "2026-12-01" });

/**
 * Every place `from` and `to` accept as written here (resolveLocation): an IATA code, a city or
 * an airport in English, a city in Myanmar, an old or other name (Rangoon) in either. The server
 * also takes them in any letter case and with spaces around, which the description says.
 */
const LOCATIONS = [
  ...new Set(AIRPORTS.flatMap((a) => [a.iataCode, a.city, a.name, a.cityMy, ...aliasesOf(a.iataCode)])),
];
const locationDoc = (example: string) => ({
  description:
    "An IATA code, or a city or airport name in English or a city in Myanmar, or an old or other name " +
    "(Rangoon, Pagan), as listed (any letter case; see GET /apis/airports); anything else, a misspelling " +
    "too, is a 400 `Unknown airport or city`",
  enum: LOCATIONS,
  example,
});

/**
 * The search query as the contract lists it. Shapes (dates, whole numbers, the enumerations) are
 * checked here and documented from here; the spec's rules and their messages in {@link checkSearch}.
 */
export const SearchQuerySchema = z.object({
  travelType: text.openapi({ description: "1 domestic, 2 international", enum: ["1", "2"], example: "1" }),
  from: text.openapi(locationDoc("RGN")),
  to: text.openapi(locationDoc("MDL")),
  departureDate: isoDate(`From today up to ${MAX_DAYS_AHEAD} days ahead`),
  returnDate: isoDate(`Absent or empty for one way; from departureDate up to ${MAX_DAYS_AHEAD} days ahead`),
  adults: wholeNumber("1-9, default 1", 9),
  children: wholeNumber("0-9, default 0", 9),
  infants: wholeNumber(
    "Infants on lap, under 2 on the day of the last flight: 0 to `adults`, default 0. They pay 10% of the adult " +
      "base fare plus the departure taxes, take no seat, and each offer's travelerPricings lists them " +
      "(`HELD_INFANT`)",
    9,
  ),
  limit: wholeNumber("1-50, default 10", 50),
  travelClass: text.openapi({
    description: "Cabin by name or code, any case",
    enum: ["ECONOMY", "PREMIUM_ECONOMY", "BUSINESS", "FIRST", "Y", "W", "J", "F"],
  }),
  fareType: text.openapi({
    description:
      "Who the fares on domestic flights are for, any case: `citizen` (the local fare, for Myanmar " +
      "citizens; an NRC is needed for each adult) or `foreigner`. Absent or empty: `foreigner`, the fare " +
      "anyone may buy, at the prices this API answered before the parameter existed. International " +
      "flights have one fare for everyone and ignore it. Anything else is a 400.",
    enum: [...FARE_TYPES],
    example: "citizen",
  }),
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
  const { origins, destinations } = checkPlaces(query);
  const abroad = domesticAbroad(query.travelType, [...origins, ...destinations].map(isDomestic));
  if (abroad) throw badRequest(abroad.message, { travelType: "domestic" });
  const fareType = checkFareType(query.fareType);
  return {
    origins,
    destinations,
    departureDate: query.departureDate ?? today,
    returnDate: query.returnDate?.trim() ? query.returnDate.trim() : null,
    adults: query.adults ? Number(query.adults) : 1,
    children: query.children ? Number(query.children) : 0,
    infants: query.infants ? Number(query.infants) : 0,
    cabin: cabinCode(query.travelClass) ?? "Y",
    limit: query.limit ? Number(query.limit) : DEFAULT_LIMIT,
    fareType,
  };
}

/** The airports of a query's `from` and `to`: known, and never the same one. */
function checkPlaces(query: { from?: string; to?: string }) {
  const origins = resolveLocation(query.from ?? "");
  const destinations = resolveLocation(query.to ?? "");
  if (origins.length === 0) throw badRequest(`Unknown airport or city: ${query.from}`, { from: "unknown" });
  if (destinations.length === 0) throw badRequest(`Unknown airport or city: ${query.to}`, { to: "unknown" });
  // A city and one of its airports (validateSearch catches the same code twice).
  if (origins.some((o) => destinations.some((d) => d.iataCode === o.iataCode)))
    throw badRequest(RULE_MESSAGES["search.sameAirport"], { to: "same as from" });
  return { origins, destinations };
}

/**
 * Checks the notices call's query: a trip's places as the search reads them, its dates (any,
 * past ones too: a notice is data about a date) and its fare type.
 * @throws ApiError 400 naming the first problem.
 */
export function checkNoticeQuery(
  query: Pick<z.infer<typeof SearchQuerySchema>, "from" | "to" | "departureDate" | "returnDate" | "fareType">,
): { journeys: Journey[]; fareType: FareType } {
  if (!query.from?.trim()) throw badRequest(RULE_MESSAGES["search.from"], { from: "required" });
  if (!query.to?.trim()) throw badRequest(RULE_MESSAGES["search.to"], { to: "required" });
  if (!query.departureDate)
    throw badRequest(RULE_MESSAGES["search.departureDate"], { departureDate: "required" });
  const departureDate = query.departureDate;
  if (!isIsoDate(departureDate))
    throw badRequest(RULE_MESSAGES["search.departureFormat"], { departureDate: "YYYY-MM-DD" });
  const returnDate = query.returnDate?.trim() || null;
  if (returnDate && !isIsoDate(returnDate))
    throw badRequest(RULE_MESSAGES["search.returnFormat"], { returnDate: "YYYY-MM-DD" });
  if (returnDate && returnDate < departureDate)
    throw badRequest(RULE_MESSAGES["search.returnBeforeDeparture"], { returnDate: "before departure" });
  const fareType = checkFareType(query.fareType);
  return { journeys: searchJourneys({ ...checkPlaces(query), departureDate, returnDate }), fareType };
}

/**
 * The search's fare type: the one named, in any case, or the default when none is.
 * @throws ApiError 400 naming the two values for anything else.
 */
export function checkFareType(value: string | undefined): FareType {
  if (!value?.trim()) return DEFAULT_FARE_TYPE;
  const fareType = readFareType(value);
  if (!fareType)
    throw badRequest(`Unknown fare type: ${value}. Use fareType=citizen or fareType=foreigner`, {
      fareType: "citizen or foreigner",
    });
  return fareType;
}
