import { createRouter } from "../../http/validation.ts";
import {
  createBookingHandler,
  eticketHandler,
  getBookingHandler,
  listBookingsHandler,
  sendEmailHandler,
} from "./booking.handlers.ts";
import {
  createBookingRoute,
  eticketRoute,
  getBookingRoute,
  listBookingsRoute,
  sendEmailGetRoute,
  sendEmailPostRoute,
} from "./booking.routes.ts";
import { cancelBookingHandler, cancellationQuoteHandler } from "./booking-cancel.handlers.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "./booking-cancel.routes.ts";
import { changeBookingHandler, changeOffersHandler } from "./booking-change.handlers.ts";
import { changeBookingRoute, changeOffersRoute } from "./booking-change.routes.ts";
import { lookupBookingHandler, lookupEticketHandler } from "./booking-lookup.handlers.ts";
import { lookupBookingRoute, lookupEticketRoute } from "./booking-lookup.routes.ts";
import { searchMultiCityHandler } from "./multi-city.handlers.ts";
import { searchMultiCityRoute } from "./multi-city.routes.ts";
import { noticesHandler } from "./notices.handlers.ts";
import { noticesRoute } from "./notices.routes.ts";
import { roundTripOutboundsHandler, roundTripReturnsHandler } from "./round-trip.handlers.ts";
import { roundTripOutboundsRoute, roundTripReturnsRoute } from "./round-trip.routes.ts";
import { acceptScheduleChangeHandler, refundScheduleChangeHandler } from "./schedule-answer.handlers.ts";
import { acceptScheduleChangeRoute, refundScheduleChangeRoute } from "./schedule-answer.routes.ts";
import { moveOffersHandler, moveScheduleChangeHandler } from "./schedule-move.handlers.ts";
import { moveOffersRoute, moveScheduleChangeRoute } from "./schedule-move.routes.ts";
import { cheapestDatesHandler, offerFamiliesHandler, searchHandler } from "./search.handlers.ts";
import { cheapestDates, offerFamiliesRoute, searchOneWays } from "./search.routes.ts";

/** Flight search, the date strip, route notices, and bookings with their e-tickets. */
export const flightsRoutes = createRouter()
  .openapi(searchOneWays, searchHandler)
  .openapi(searchMultiCityRoute, searchMultiCityHandler)
  .openapi(roundTripOutboundsRoute, roundTripOutboundsHandler)
  .openapi(roundTripReturnsRoute, roundTripReturnsHandler)
  .openapi(cheapestDates, cheapestDatesHandler)
  .openapi(noticesRoute, noticesHandler)
  .openapi(offerFamiliesRoute, offerFamiliesHandler)
  .openapi(createBookingRoute, createBookingHandler)
  .openapi(lookupBookingRoute, lookupBookingHandler)
  .openapi(lookupEticketRoute, lookupEticketHandler)
  .openapi(listBookingsRoute, listBookingsHandler)
  .openapi(sendEmailPostRoute, sendEmailHandler)
  .openapi(sendEmailGetRoute, sendEmailHandler)
  .openapi(eticketRoute, eticketHandler)
  .openapi(getBookingRoute, getBookingHandler)
  .openapi(cancellationQuoteRoute, cancellationQuoteHandler)
  .openapi(cancelBookingRoute, cancelBookingHandler)
  .openapi(changeOffersRoute, changeOffersHandler)
  .openapi(changeBookingRoute, changeBookingHandler)
  .openapi(acceptScheduleChangeRoute, acceptScheduleChangeHandler)
  .openapi(refundScheduleChangeRoute, refundScheduleChangeHandler)
  .openapi(moveOffersRoute, moveOffersHandler)
  .openapi(moveScheduleChangeRoute, moveScheduleChangeHandler);
