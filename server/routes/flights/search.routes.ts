import { createRoute, z } from "@hono/zod-openapi";
import { errors, json } from "../../http/openapi.ts";
import { FlightOfferSchema } from "./offer.schemas.ts";
import { OffersAnswerSchema } from "./offers-answer.schemas.ts";
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
      OffersAnswerSchema,
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
  summary: "Cheapest price per day: around a date (the date strip) or over a month (the month view)",
  description:
    "The search's query, `fareType` included (citizen or foreigner fares on domestic flights), and either " +
    "`days` (1-15 days centred on `departureDate`, default 7) or `month` (every day of that month, " +
    "28 to 31 entries). A round trip keeps its length: each day's return is as many days after it as " +
    "`returnDate` is after `departureDate`. A day has no price when nothing flies, when a `closed` route " +
    "notice applies to the trip, or when it (or its return) is before today or beyond the last bookable " +
    "day. Each day is the cheapest offer of that day's search, from the same cache the search uses.",
  request: {
    query: SearchQuerySchema.extend({
      days: wholeNumber("1-15, default 7, centred on departureDate; not with `month`", 15),
      month: z
        .string()
        .max(7)
        .regex(/^\d{4}-\d{2}$/, "Must be a month (YYYY-MM)")
        .optional()
        .openapi({
          description:
            "A month (YYYY-MM) from this month (Myanmar time) to the month of the last bookable day: " +
            "one entry for each of its days instead of `days`",
          format: "month",
          example: "2026-12",
        }),
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
              .openapi({
                description:
                  "The cheapest grand total; null where nothing flies, the route is closed, or the day " +
                  "cannot be booked (past, or too far ahead)",
              }),
            currency: z.literal("USD"),
          }),
        ),
      }),
      "One entry per day, in date order",
    ),
    ...errors({
      400:
        "The search is not valid, `days` is not 1-15, `month` is not a month from this one to the " +
        "last bookable one, or both `days` and `month` are given",
    }),
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
