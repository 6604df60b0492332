import type { RouteHandler } from "@hono/zod-openapi";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { closesRoute } from "../../../src/domain/route-notice.ts";
import type { AppEnv } from "../../context.ts";
import { searchJourneys } from "../../flights/notices/journeys.ts";
import { decodeOfferId } from "../../flights/offer-id.ts";
import { airline } from "../../flights/reference.ts";
import type { OfferSearch } from "../../flights/search.ts";
import { badRequest } from "../../http/errors.ts";
import type { roundTripOutboundsRoute, roundTripReturnsRoute } from "./round-trip.routes.ts";
import { checkSearch } from "./search-query.ts";

/** The limit a leg's list does not use, fixed so that every such search is cached alike. */
const EVERY = 0;

/** A checked round-trip search; a 400 without its return date. */
function checkRoundTrip(query: Parameters<typeof checkSearch>[0], now: Date) {
  const search = checkSearch(query, now);
  const { returnDate } = search;
  if (!returnDate)
    throw badRequest("A round trip needs a return date (returnDate)", { returnDate: "required" });
  return { ...search, returnDate, limit: EVERY };
}

function noticesFor(c: { var: AppEnv["Variables"] }, search: OfferSearch) {
  const notices = c.var.deps.notices.forTrip(searchJourneys(search), search.fareType);
  return { notices, closed: closesRoute(notices) };
}

/** The names of the airlines in the offers, by code. */
function carrierNames(offers: readonly FlightOffer[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const offer of offers)
    for (const itinerary of offer.itineraries)
      for (const segment of itinerary.segments)
        names[segment.carrierCode] ??= airline(segment.carrierCode).name;
  return names;
}

/** GET /flights/search/round-trip/outbounds: every outbound with its cheapest whole trip. */
export const roundTripOutboundsHandler: RouteHandler<typeof roundTripOutboundsRoute, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const search = checkRoundTrip(c.req.valid("query"), now);
  const { notices, closed } = noticesFor(c, search);
  const data = closed ? [] : deps.flights.roundTripOutbounds(search, now);
  return c.json(
    {
      success: true as const,
      data,
      meta: { count: data.length, currency: "USD" as const },
      dictionaries: { carriers: carrierNames(data.map((d) => d.offer)) },
      notices,
    },
    200,
  );
};

/** GET /flights/search/round-trip/returns: every return that fits the outbound, priced with it. */
export const roundTripReturnsHandler: RouteHandler<typeof roundTripReturnsRoute, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const { outbound, ...query } = c.req.valid("query");
  const search = checkRoundTrip(query, now);
  const id = outbound?.trim() ?? "";
  if (!id) throw badRequest("Choose an outbound flight first (outbound)", { outbound: "required" });
  const unknown = () =>
    badRequest("This outbound flight is not one of this search's: choose your outbound flight again", {
      outbound: "not an outbound of this search",
    });
  if (decodeOfferId(id)?.itineraries.length !== 1) throw unknown();
  const { notices, closed } = noticesFor(c, search);
  const data = closed ? [] : deps.flights.roundTripReturns(search, id, now);
  if (!data) throw unknown();
  return c.json(
    {
      success: true as const,
      data,
      meta: { count: data.length, currency: "USD" as const },
      dictionaries: { carriers: carrierNames(data) },
      notices,
    },
    200,
  );
};
