import { createRoute, z } from "@hono/zod-openapi";
import { errors, json } from "../../http/openapi.ts";
import { RouteNoticesSchema } from "./notices.schemas.ts";
import { FlightOfferSchema } from "./offer.schemas.ts";
import { CarriersSchema, OffersAnswerSchema } from "./offers-answer.schemas.ts";
import { SearchQuerySchema } from "./search-query.ts";

const tags = ["Flights"];

/** The search's query as one-ways takes it, less `limit` (a leg's list is every flight of the day). */
const LegQuerySchema = SearchQuerySchema.omit({ limit: true });

const searchErrors =
  "Unknown airport, same airports, past date, no `returnDate` or one before departure, counts out of range, " +
  "unknown fare type";

export const roundTripOutboundsRoute = createRoute({
  method: "get",
  path: "/flights/search/round-trip/outbounds",
  tags,
  summary: "A round trip leg by leg, step 1: every outbound of the day with the whole trip's price",
  description:
    "The one-ways search query, `returnDate` required, `limit` not taken. Every outbound itinerary of the " +
    "departure day that a return of the return day fits (it leaves at least the minimum connection time " +
    "after the outbound lands), cheapest whole trip first. Each entry has the outbound's `outboundId` (its " +
    "one-way offer id, which the returns call takes) and `offer`: the outbound with the cheapest return that " +
    "fits it, priced together as the combined search prices a pair (two itineraries; its `price` is the " +
    "whole trip's). An outbound no return fits is left out. `notices` as in one-ways: a `closed` one empties " +
    "`data`. `GET /flights/search/one-ways` with `returnDate` still answers combined offers.",
  request: { query: LegQuerySchema },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.array(
          z.object({
            outboundId: z.string().openapi({ example: "Y-citizen~UB101@2026-12-01" }),
            offer: FlightOfferSchema,
          }),
        ),
        meta: z.object({ count: z.number().int(), currency: z.literal("USD") }),
        dictionaries: z.object({ carriers: CarriersSchema }),
        notices: RouteNoticesSchema,
      }),
      "Outbounds with their whole-trip price (an empty list when nothing flies both ways, or a `closed` notice applies)",
    ),
    ...errors({ 400: searchErrors }),
  },
});

export const roundTripReturnsRoute = createRoute({
  method: "get",
  path: "/flights/search/round-trip/returns",
  tags,
  summary: "A round trip leg by leg, step 2: every return that fits the chosen outbound, priced with it",
  description:
    "The outbounds call's query and `outbound`, an `outboundId` it answered. Every return itinerary of the " +
    "return day that leaves at least the minimum connection time after that outbound lands, each as one " +
    "complete offer of two itineraries (the outbound, then the return) priced together, cheapest first: " +
    "the offer to choose and book, as a one-ways round-trip offer is. A price is never taken from the " +
    "client: booking prices the offer again. The search's `fareType` prices them: an `outbound` written for the " +
    "other fare type names the same flights.",
  request: {
    query: LegQuerySchema.extend({
      outbound: z.string().max(200).optional().openapi({
        description: "An `outboundId` from the outbounds call",
        example: "Y-citizen~UB101@2026-12-01",
      }),
    }),
  },
  responses: {
    200: json(
      OffersAnswerSchema,
      "The returns that fit, as whole-trip offers (an empty list when none fits any more, or a `closed` notice applies)",
    ),
    ...errors({
      400:
        `${searchErrors}; no \`outbound\`, or one that is not an outbound of this search (unknown, another ` +
        "day, route, cabin or fare type, or no longer on sale)",
    }),
  },
});
