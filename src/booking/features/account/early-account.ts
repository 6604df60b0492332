import type { BookingRecord } from "../../../domain/booking.ts";
import { isObject } from "../../../domain/shape.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { routeParams } from "../../paths.ts";
import { BookingDetailView } from "./BookingDetailView.tsx";
import { BookingListView } from "./BookingListView.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { bookingHistory } from "./booking-view.ts";
import { drawAccountPage } from "./early-account-page.ts";

/**
 * Booking History and a booking's detail drawn by the page itself before the app has arrived
 * (early-account-page.ts): the frame and the spinner, then the bookings or the booking, which
 * the page asks for itself and draws with the screen's view when a good answer comes
 * (BookingListView, BookingDetailView); the answer is left to the screen (early-data.ts).
 */
drawAccountPage(({ route, locale, t, drawWhenAnswered }) => {
  const currency = () => storedPriceCurrency(localStorage);
  if (route === "bookingHistory")
    drawWhenAnswered(
      (data) => (Array.isArray(data) ? (data as BookingRecord[]) : null),
      (records) => BookingListView({ cards: bookingHistory(records, locale), t, currency: currency() }),
    );
  const bookingId = route === "bookingDetail" ? routeParams(route, location.pathname)?.id : undefined;
  if (bookingId)
    drawWhenAnswered(
      (data) => (isObject(data) && data.id === bookingId ? (data as unknown as BookingRecord) : null),
      (record) => BookingDetailView({ detail: bookingDetail(record, locale), t, currency: currency() }),
    );
});
