import type { RouteHandler } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import { addDays, daysBetween, localDate } from "../../../src/domain/dates.ts";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { bookableMonths, isMonth, monthDays } from "../../../src/domain/month-prices.ts";
import { closesRoute, type RouteNotice } from "../../../src/domain/route-notice.ts";
import { MAX_DAYS_AHEAD } from "../../../src/domain/search-params.ts";
import type { AppDeps, AppEnv } from "../../context.ts";
import { searchJourneys } from "../../flights/notices/journeys.ts";
import { decodeOfferId } from "../../flights/offer-id.ts";
import { airline } from "../../flights/reference.ts";
import { daysAround, HOME_UTC_OFFSET, type OfferSearch } from "../../flights/search.ts";
import { type JsonBody, jsonResponse } from "../../http/compress.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import type { cheapestDates, offerFamiliesRoute, searchOneWays } from "./search.routes.ts";
import { checkSearch } from "./search-query.ts";

/** The route notices for a search, and whether one of them closes it (no offers then). */
function searchNotices(deps: AppDeps, search: OfferSearch): { notices: RouteNotice[]; closed: boolean } {
  const notices = deps.notices.forTrip(searchJourneys(search), search.fareType);
  return { notices, closed: closesRoute(notices) };
}

/**
 * GET /flights/search/one-ways: offers from the in-memory inventory, cheapest first, and the route
 * notices for the search; none when a notice closes the route to its travellers.
 */
export const searchHandler: RouteHandler<typeof searchOneWays, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const search = checkSearch(c.req.valid("query"), now);
  const { notices, closed } = searchNotices(deps, search);
  const data = closed ? noOffers : deps.flights.search(search, now);
  const body = {
    success: true as const,
    data,
    meta: { count: data.length, currency: "USD" as const },
    dictionaries: { carriers: carrierNames(data) },
    notices,
  };
  // The notices are part of the answer: a notice added or ended since is written anew.
  const noticesText = JSON.stringify(notices);
  let json = serialized.get(data);
  if (json?.notices !== noticesText) {
    json = { text: JSON.stringify(body), notices: noticesText };
    serialized.set(data, json);
  }
  // The same JSON c.json(body) would write, serialized and compressed once per cached answer;
  // typed as that answer.
  return jsonResponse(c, json, 200) as unknown as TypedResponse<typeof body, 200, "json">;
};

/** The names of the airlines in the offers, by code (Amadeus `dictionaries.carriers`). */
export function carrierNames(offers: FlightOffer[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const offer of offers)
    for (const itinerary of offer.itineraries)
      for (const segment of itinerary.segments)
        names[segment.carrierCode] ??= airline(segment.carrierCode).name;
  return names;
}

/** Search answers from the provider's cache are the same array each time: serialize them once. */
const serialized = new WeakMap<FlightOffer[], JsonBody & { notices: string }>();
/** A closed route's offers: none. */
const noOffers: FlightOffer[] = [];

/**
 * GET /flights/cheapest-dates: the cheapest grand total per day, around the departure date (the
 * date strip's `days`) or over a `month` (the month view).
 */
export const cheapestDatesHandler: RouteHandler<typeof cheapestDates, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const { days, month, ...query } = c.req.valid("query");
  // The centre day may be today or later; days before today in the strip are simply null.
  const search = checkSearch(query, now);
  const dates = month
    ? datesOfMonth(month, days, now)
    : daysAround(search.departureDate, count("days", days, 1, 15, 7));
  const data = deps.flights.cheapestDates(search, dates, now).map((day) => {
    // The days move the return with the departure, as cheapestDates does.
    const shift = daysBetween(search.departureDate, day.date);
    const returnDate = search.returnDate ? addDays(search.returnDate, shift) : null;
    return day.price !== null &&
      searchNotices(deps, { ...search, departureDate: day.date, returnDate }).closed
      ? { ...day, price: null }
      : day;
  });
  return c.json({ success: true as const, data }, 200);
};

/**
 * The days of a month the query names: one from this month to the month of the last bookable day.
 * @throws ApiError 400 for any other month, or a month given with `days`.
 */
function datesOfMonth(month: string, days: string | undefined, now: Date): string[] {
  if (days?.trim()) throw badRequest("Give days or month, not both", { month: "not with days" });
  const { first, last } = bookableMonths(localDate(now, HOME_UTC_OFFSET), MAX_DAYS_AHEAD);
  if (!isMonth(month) || month < first || month > last)
    throw badRequest(`Month must be from ${first} to ${last}`, { month: `${first} to ${last}` });
  return monthDays(month);
}

/** A count of the query: its default when absent, else a whole number from `min` to `max`. */
function count(name: string, value: string | undefined, min: number, max: number, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest(`${name} must be between ${min} and ${max}`, { [name]: `${min}-${max}` });
  return n;
}

/** GET /flights/offers/{id}/families: the offer's flights in every fare family on sale. */
export const offerFamiliesHandler: RouteHandler<typeof offerFamiliesRoute, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const { id } = c.req.valid("param");
  const query = c.req.valid("query");
  const key = decodeOfferId(id);
  if (!key)
    throw badRequest("Unknown flight offer: search again and choose a flight", { id: "not an offer id" });
  const adults = count("adults", query.adults, 1, 9, 1);
  const children = count("children", query.children, 0, 9, 0);
  const infants = count("infants", query.infants, 0, adults, 0);
  const data = deps.flights.families(key, { adults, children, infants }, now);
  if (!data || data.length === 0)
    throw notFound("These flights are no longer on sale: search again and choose a flight");
  return c.json(
    { success: true as const, data, meta: { count: data.length, currency: "USD" as const } },
    200,
  );
};
