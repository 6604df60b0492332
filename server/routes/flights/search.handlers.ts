import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context.ts";
import { badRequest } from "../../http/errors.ts";
import type { cheapestDates, searchOneWays } from "./search.routes.ts";
import { checkSearch } from "./search-query.ts";

/** GET /flights/search/one-ways: offers from the in-memory inventory, cheapest first. */
export const searchHandler: RouteHandler<typeof searchOneWays, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const data = deps.flights.search(checkSearch(c.req.valid("query"), now), now);
  return c.json(
    { success: true as const, data, meta: { count: data.length, currency: "USD" as const } },
    200,
  );
};

/** GET /flights/cheapest-dates: the cheapest grand total per day around the departure date. */
export const cheapestDatesHandler: RouteHandler<typeof cheapestDates, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const { days: daysText, ...query } = c.req.valid("query");
  const days = daysText ? Number(daysText) : 7;
  if (!Number.isInteger(days) || days < 1 || days > 15)
    throw badRequest("Days must be between 1 and 15", { days: "1-15" });
  // The centre day may be today or later; days before today in the strip are simply null.
  const data = deps.flights.cheapestDates(checkSearch(query, now), days, now);
  return c.json({ success: true as const, data }, 200);
};
