import { createRoute } from "@hono/zod-openapi";
import { errors, json } from "../../http/openapi.ts";
import { MultiCityQuerySchema } from "./multi-city-query.ts";
import { OffersAnswerSchema } from "./offers-answer.schemas.ts";

export const searchMultiCityRoute = createRoute({
  method: "get",
  path: "/flights/search/multi-city",
  tags: ["Flights"],
  summary: "Search complete multi-city trips (2 to 5 legs)",
  description:
    "Complete trips, cheapest first, at most `limit`: each offer has one itinerary per leg, in the legs' " +
    "order, and its grand total is the whole trip's for the party. Each leg's first flight leaves at least " +
    "60 minutes after the previous leg's last flight lands. `oneWay` is false; the offer `id` names every " +
    "leg's flights, and a booking prices it again from the id (a price is never taken from the client). " +
    "Each leg's cheapest 25 itineraries are combined. On domestic flights `fareType` chooses citizen or " +
    "foreigner fares (default foreigner). `notices` are the route notices in force for any leg; when one of " +
    "them is `closed`, `data` is empty. Served from the in-memory inventory.",
  request: { query: MultiCityQuerySchema },
  responses: {
    200: json(
      OffersAnswerSchema,
      "Complete trips (an empty list when no legs connect, or when a `closed` notice applies) and the route notices",
    ),
    ...errors({
      400:
        "Fewer than 2 or more than 5 legs; a leg not written `FROM-TO-YYYY-MM-DD`, without an airport or " +
        "date, with an unknown airport, from and to the same airport or city, in the past, beyond the " +
        "sales horizon, or before the previous leg's date (the message names the leg: `Flight 2: …`); " +
        "Domestic with an airport abroad; counts out of range; unknown cabin or fare type",
    }),
  },
});
