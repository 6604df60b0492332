import { createRoute, z } from "@hono/zod-openapi";
import { errors, json } from "../../http/openapi.ts";
import { RouteNoticesSchema } from "./notices.schemas.ts";
import { SearchQuerySchema } from "./search-query.ts";

export const noticesRoute = createRoute({
  method: "get",
  path: "/flights/notices",
  tags: ["Flights"],
  summary: "The route notices for a trip (the steps after the results show them)",
  description:
    "The notices in force for a trip from `from` to `to` on `departureDate` (and back on `returnDate`) at " +
    "`fareType` (default foreigner): the same ones the search answers in its `notices`. A `closed` notice " +
    "means the trip is not sold to these travellers. The places and dates are read as the search reads " +
    "them, but any date is allowed.",
  request: {
    query: SearchQuerySchema.pick({
      from: true,
      to: true,
      departureDate: true,
      returnDate: true,
      fareType: true,
    }),
  },
  responses: {
    200: json(
      z.object({ success: z.literal(true), data: RouteNoticesSchema }),
      "The notices that apply (an empty list when none does)",
    ),
    ...errors({
      400:
        "`from`, `to` or `departureDate` missing, an unknown airport or city, the same airport twice, a " +
        "return before the departure, an unknown fare type",
    }),
  },
});
