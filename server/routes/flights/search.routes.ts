import { createRoute, z } from "@hono/zod-openapi";
import { errors, json } from "../../http/openapi.ts";
import { RouteNoticesSchema } from "./notices.schemas.ts";
import { FlightOfferSchema } from "./offer.schemas.ts";
import { SearchQuerySchema, wholeNumber } from "./search-query.ts";

const tags = ["Flights"];

export const searchOneWays = createRoute({
  method: "get",
  path: "/flights/search/one-ways",
  tags,
  summary: "Search one-way or round-trip flights",
  description:
    "Offers cheapest first, at most `limit`. With `returnDate` each offer has two itineraries. " +
    "On domestic flights `fareType` chooses citizen or foreigner fares (default foreigner). " +
    "`notices` are the route notices in force for the search (its route, dates and fare type); when one " +
    "of them is `closed` (a route closed to foreigners, say), `data` is empty: the route is not sold to " +
    "these travellers. Served from the in-memory inventory; prices are re-checked when booking.",
  request: { query: SearchQuerySchema },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.array(FlightOfferSchema),
        meta: z.object({ count: z.number().int(), currency: z.literal("USD") }),
        dictionaries: z.object({
          carriers: z
            .record(z.string(), z.string())
            .openapi({ description: "Airline names by code", example: { UB: "Myanmar National Airlines" } }),
        }),
        notices: RouteNoticesSchema,
      }),
      "Offers (an empty list when nothing flies, or when a `closed` notice applies) and the route notices",
    ),
    ...errors({
      400:
        "Unknown airport, same airports, past date, return before departure, counts out of range, " +
        "unknown fare type",
    }),
  },
});

export const cheapestDates = createRoute({
  method: "get",
  path: "/flights/cheapest-dates",
  tags,
  summary: "Cheapest price per day around a date (the results page's date strip)",
  description:
    "The search's query, `fareType` included (citizen or foreigner fares on domestic flights). A day on " +
    "which a `closed` route notice applies to the trip has no price.",
  request: {
    query: SearchQuerySchema.extend({
      days: wholeNumber("1-15, default 7, centred on departureDate", 15),
    }),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.array(
          z.object({
            date: z.string(),
            price: z.string().nullable().openapi({
              description: "The cheapest grand total; null where nothing flies or the route is closed",
            }),
            currency: z.literal("USD"),
          }),
        ),
      }),
      "One entry per day",
    ),
    ...errors({ 400: "The search or `days` is not valid" }),
  },
});

export const offerFamiliesRoute = createRoute({
  method: "get",
  path: "/flights/offers/{id}/families",
  tags,
  summary: "The same flights in every fare family on sale (Flight Details)",
  description:
    "For the flights, cabin and fare type of an offer `id` from the search, one offer per fare family " +
    "(Promotion, Saver, Flex in economy) still on sale on every flight for the party, cheapest first. Each is " +
    "priced with every flight in that family's cheapest class with seats left, its `id` names the family " +
    "(`Y.FLEX~UB101@2026-12-05`), and booking it prices that family again: a price is never taken from the " +
    "client. Its rules are in `fareRules` (REFUND, EXCHANGE, NO_SHOW) and its bags in `includedCheckedBags`. " +
    "A sold-out family is left out. The party is the search's: `adults`, `children`, `infants`.",
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: "id", in: "path" }, example: "Y-citizen~UB101@2026-12-05" }),
    }),
    query: z.object({
      adults: wholeNumber("1-9, default 1", 9),
      children: wholeNumber("0-9, default 0", 9),
      infants: wholeNumber("Infants on lap: 0 to `adults`, default 0", 9),
    }),
  },
  responses: {
    200: json(
      z.object({
        success: z.literal(true),
        data: z.array(FlightOfferSchema),
        meta: z.object({ count: z.number().int(), currency: z.literal("USD") }),
      }),
      "One offer per fare family on sale, cheapest first",
    ),
    ...errors({
      400: "Not an offer id we write, or counts out of range (1-9 adults, 0-9 children, at most one infant per adult)",
      404: "A flight of the id is unknown, gone, closed or not on sale, or no family has seats left for the party",
    }),
  },
});
