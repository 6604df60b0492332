import { createRouter } from "../../http/validation.ts";
import { cheapestDatesHandler, searchHandler } from "./search.handlers.ts";
import { cheapestDates, searchOneWays } from "./search.routes.ts";

/** Flight search, the date strip, and bookings with their e-tickets. */
export const flightsRoutes = createRouter()
  .openapi(searchOneWays, searchHandler)
  .openapi(cheapestDates, cheapestDatesHandler);
