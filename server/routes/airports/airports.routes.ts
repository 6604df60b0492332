import { createRoute, z } from "@hono/zod-openapi";
import type { Airport } from "../../../src/domain/airport.ts";
import { findAirports } from "../../flights/airport-match.ts";
import type { AirportData } from "../../flights/datasets/airports.ts";
import { isDomestic } from "../../flights/reference.ts";
import { json } from "../../http/openapi.ts";
import { createRouter } from "../../http/validation.ts";

export const AirportSchema = z
  .object({
    iataCode: z.string(),
    name: z.string(),
    city: z.string(),
    cityMy: z.string(),
    country: z.string(),
    countryCode: z.string(),
    domestic: z.boolean(),
    terminals: z.array(z.string()),
    utcOffsetMinutes: z.number().int().openapi({
      description: "Fixed offset from UTC in minutes (no airport served keeps summer time)",
      example: 390,
    }),
    timeZone: z.string().openapi({
      description: "IANA time zone of the airport, in which its flights' local times are given",
      example: "Asia/Yangon",
    }),
  })
  .openapi("Airport");

export const listAirports = createRoute({
  method: "get",
  path: "/airports",
  tags: ["Reference"],
  summary: "Airports for autocomplete: by code, name, old name or a misspelling, in English or Myanmar",
  description:
    "At most 20 airports for what a traveller has typed, best first: the exact IATA code (any case); " +
    "a city starting with the text; an airport or country name starting with it (or each typed word " +
    "starting one of its words); an old or other name (Rangoon, Pagan, Ngapali, Moulmein, Saigon, " +
    "Calcutta...); a city or airport name containing it. Only when none of these matches, names a few " +
    "edits away (one for 4-5 characters, two for 6-8, three beyond; none under 4: `Bangkock`, " +
    "`Mandaly`, `Yangoon`), nearest first. Names in Myanmar match however they were typed: stacked or " +
    "not, with or without kinzi, or in Zawgyi. Letter case, accents and punctuation never matter. " +
    "An empty `q` lists the first airports; a text nothing matches answers an empty list.",
  request: {
    query: z.object({
      q: z
        .string()
        .max(100)
        .optional()
        .openapi({ description: "What the traveller typed, in English or Myanmar", example: "Rangoon" }),
    }),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: z.array(AirportSchema) }),
      "Best matches first; an empty list when nothing matches",
    ),
  },
});

/** An airport of the inventory as the contract answers it (without its domestic terminal). */
function toAirport(a: AirportData): Airport {
  return {
    iataCode: a.iataCode,
    name: a.name,
    city: a.city,
    cityMy: a.cityMy,
    country: a.country,
    countryCode: a.countryCode,
    domestic: isDomestic(a),
    terminals: a.terminals,
    utcOffsetMinutes: a.utcOffsetMinutes,
    timeZone: a.timeZone,
  };
}

export const airportsRoutes = createRouter().openapi(listAirports, async (c) => {
  const data = (await findAirports(c.req.valid("query").q ?? "")).map(toAirport);
  return c.json({ success: true as const, data }, 200);
});
