import { z } from "@hono/zod-openapi";
import { FARE_TYPES } from "../../../src/domain/fare-type.ts";
import { NOTICE_KINDS, NOTICE_TRAVELLERS } from "../../../src/domain/route-notice.ts";

/** A route notice as the search and the notices call answer it (src/domain/route-notice.ts). */
export const RouteNoticeSchema = z
  .object({
    id: z.number().int().openapi({ description: "The id `npm run ops -- notice end <id>` takes" }),
    from: z.string().openapi({ description: "IATA code", example: "RGN" }),
    to: z.string().openapi({ description: "IATA code", example: "KYP" }),
    bothWays: z.boolean().openapi({ description: "True: from → to and to → from; false: from → to only" }),
    travellers: z.enum(NOTICE_TRAVELLERS).openapi({
      description: `Who it is for: \`all\`, or the travellers of one fare type (${FARE_TYPES.join(", ")})`,
    }),
    kind: z.enum(NOTICE_KINDS).openapi({
      description:
        "`info`: shown with the offers. `closed`: the route is not sold to these travellers; the search " +
        "answers no offers and a booking is refused (409 `ROUTE_CLOSED`)",
    }),
    validFrom: z.string().openapi({ description: "First flight date it applies to", format: "date" }),
    validTo: z
      .string()
      .nullable()
      .openapi({ description: "Last flight date it applies to; null: no end", format: "date" }),
    text: z
      .object({ en: z.string(), my: z.string() })
      .openapi({ description: "The notice in English and in Myanmar: show the page's language" }),
  })
  .openapi("RouteNotice");

/** The notices of an answer, documented once. */
export const RouteNoticesSchema = z.array(RouteNoticeSchema).openapi({
  description:
    "The route notices in force for this trip: its route in either direction it travels, its flight " +
    "dates and its fare type. Empty when none applies",
});
