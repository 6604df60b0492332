import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { storedCities } from "../../../stores/known-cities.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { CompleteView } from "./CompleteView.tsx";
import { storedBooking } from "./stored-booking.ts";

/**
 * /payment/complete drawn by the page itself from storage before the app has arrived: the
 * screen's own view (CompleteView) of the booking just paid, in the stored language and
 * currency. CompleteScreen then takes its place, identical, and downloads the e-ticket if its
 * button was pressed meanwhile (hand-over.ts). Nothing is drawn, and the app decides, when the
 * screen would show something else: no paid booking stored, or another customer's (a different
 * user is signed in than the one who booked).
 */
drawEarlyView((_element, locale, t) => {
  const booking = storedBooking(
    "PAID",
    storedSignedInUser(localStorage),
    (record) => typeof record.adults === "number" && typeof record.contact.phoneNumber === "string",
  );
  if (!booking) return null;
  const cities = storedCities(localStorage);
  return CompleteView({
    booking,
    t,
    locale,
    currency: storedPriceCurrency(localStorage),
    city: (code) => cities[code]?.[locale] ?? code,
    downloading: false,
  });
});
