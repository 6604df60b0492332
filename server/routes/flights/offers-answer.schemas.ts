import { z } from "@hono/zod-openapi";
import { RouteNoticesSchema } from "./notices.schemas.ts";
import { FlightOfferSchema } from "./offer.schemas.ts";

/** Airline names by code, as every search answer gives them. */
export const CarriersSchema = z
  .record(z.string(), z.string())
  .openapi({ description: "Airline names by code", example: { UB: "Myanmar National Airlines" } });

/** What a search answers: offers, their count and currency, airline names and the route notices. */
export const OffersAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(FlightOfferSchema),
  meta: z.object({ count: z.number().int(), currency: z.literal("USD") }),
  dictionaries: z.object({ carriers: CarriersSchema }),
  notices: RouteNoticesSchema,
});
