import { createRoute, z } from "@hono/zod-openapi";
import { errors, json } from "../../http/openapi.ts";
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
    "Served from the in-memory inventory; prices are re-checked when booking.",
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
      }),
      "Offers (an empty list when nothing flies)",
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
  description: "The search's query, `fareType` included (citizen or foreigner fares on domestic flights).",
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
            price: z
              .string()
              .nullable()
              .openapi({ description: "The cheapest grand total; null where nothing flies" }),
            currency: z.literal("USD"),
          }),
        ),
      }),
      "One entry per day",
    ),
    ...errors({ 400: "The search or `days` is not valid" }),
  },
});
