import type { RouteHandler } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import type { FlightOffer } from "../../../src/domain/flight-offer.ts";
import type { AppEnv } from "../../context.ts";
import { airline } from "../../flights/reference.ts";
import { type JsonBody, jsonResponse } from "../../http/compress.ts";
import { badRequest } from "../../http/errors.ts";
import type { cheapestDates, searchOneWays } from "./search.routes.ts";
import { checkSearch } from "./search-query.ts";

/** GET /flights/search/one-ways: offers from the in-memory inventory, cheapest first. */
export const searchHandler: RouteHandler<typeof searchOneWays, AppEnv> = (c) => {
  const { deps } = c.var;
  const now = deps.now();
  const data = deps.flights.search(checkSearch(c.req.valid("query"), now), now);
  const body = {
    success: true as const,
    data,
    meta: { count: data.length, currency: "USD" as const },
    dictionaries: { carriers: carrierNames(data) },
  };
  let json = serialized.get(data);
  if (json === undefined) {
    json = { text: JSON.stringify(body) };
    serialized.set(data, json);
  }
  // The same JSON c.json(body) would write, serialized and compressed once per cached answer;
  // typed as that answer.
  return jsonResponse(c, json, 200) as unknown as TypedResponse<typeof body, 200, "json">;
};

/** The names of the airlines in the offers, by code (Amadeus `dictionaries.carriers`). */
function carrierNames(offers: FlightOffer[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const offer of offers)
    for (const itinerary of offer.itineraries)
      for (const segment of itinerary.segments)
        names[segment.carrierCode] ??= airline(segment.carrierCode).name;
  return names;
}

/** Search answers from the provider's cache are the same array each time: serialize them once. */
const serialized = new WeakMap<FlightOffer[], JsonBody>();

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
