import { createRoute, z } from "@hono/zod-openapi";
import type { Airport } from "../../../src/domain/airport.ts";
import type { AirportData } from "../../flights/datasets/airports.ts";
import { isDomestic, searchAirports } from "../../flights/reference.ts";
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
    utcOffsetMinutes: z.number().int(),
  })
  .openapi("Airport");

export const listAirports = createRoute({
  method: "get",
  path: "/airports",
  tags: ["Reference"],
  summary: "Airports for autocomplete: by code, or city or airport name in English or Myanmar",
  request: { query: z.object({ q: z.string().max(100).optional() }) },
  responses: {
    200: json(z.object({ success: z.literal(true), data: z.array(AirportSchema) }), "Best matches first"),
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
  };
}

export const airportsRoutes = createRouter().openapi(listAirports, (c) => {
  const data = searchAirports(c.req.valid("query").q ?? "").map(toAirport);
  return c.json({ success: true as const, data }, 200);
});
