import type { RouteHandler } from "@hono/zod-openapi";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import { closesRoute } from "../../../src/domain/route-notice.ts";
import type { AppEnv } from "../../context.ts";
import type { searchMultiCityRoute } from "./multi-city.routes.ts";
import { checkMultiCity, multiCityJourneys } from "./multi-city-query.ts";
import { carrierNames } from "./search.handlers.ts";

/** A closed route's trips: none. */
const noOffers: FlightOffer[] = [];

/**
 * GET /flights/search/multi-city: complete trips from the in-memory inventory, cheapest first,
 * and the route notices of every leg; none when a notice closes a leg to its travellers.
 */
export const searchMultiCityHandler: RouteHandler<typeof searchMultiCityRoute, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const search = checkMultiCity(c.req.valid("query"), now);
  const notices = deps.notices.forTrip(multiCityJourneys(search), search.fareType);
  const data = closesRoute(notices) ? noOffers : deps.flights.multiCity(search, now);
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
