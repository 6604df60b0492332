import type { BookingRecord } from "../../../domain/booking.ts";
import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { isRecord, jsonCodec } from "../../../stores/json-codec.ts";
import { storedCities } from "../../../stores/known-cities.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { CompleteView } from "./CompleteView.tsx";

/** A stored booking with what the confirmation shows of it, paid. */
function isPaid(value: unknown): value is BookingRecord {
  return (
    isRecord(value) &&
    value.status === "PAID" &&
    ["id", "origin", "destination", "departureDate", "totalPrice", "airlineName", "flightNumber"].every(
      (key) => typeof value[key] === "string",
    ) &&
    typeof value.adults === "number" &&
    Array.isArray(value.passengers) &&
    isRecord(value.contact) &&
    typeof value.contact.phoneNumber === "string"
  );
}

/**
 * /payment/complete drawn by the page itself from storage before the app has arrived: the
 * screen's own view (CompleteView) of the booking just paid, in the stored language and
 * currency. CompleteScreen then takes its place, identical, and downloads the e-ticket if its
 * button was pressed meanwhile (hand-over.ts). Nothing is drawn, and the app decides, when the
 * screen would show something else: no paid booking stored, or another customer's (a different
 * user is signed in than the one who booked).
 */
drawEarlyView((_element, locale, t) => {
  const booking = jsonCodec(null, isPaid).decode(localStorage.getItem(STORAGE_KEYS.bookingData) ?? "");
  if (!booking) return null;
  const user = storedSignedInUser(localStorage);
  const owner = localStorage.getItem(STORAGE_KEYS.bookingOwner);
  if (user && owner && owner !== user.id) return null;
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
