import type { BookingRecord } from "../../../domain/booking.ts";
import { formatCents } from "../../../domain/money.ts";
import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { isRecord, jsonCodec } from "../../../stores/json-codec.ts";
import { storedCities } from "../../../stores/known-cities.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { BLANK_CARD, CardFormView } from "./CardFormView.tsx";
import { HoldTimerView } from "./HoldTimerView.tsx";
import { amountDue, type PaymentVariant, PaymentView } from "./PaymentView.tsx";

/** A stored booking with what the payment page shows of it, still waiting to be paid. */
function isPayable(value: unknown): value is BookingRecord {
  return (
    isRecord(value) &&
    value.status === "PENDING_PAYMENT" &&
    ["id", "origin", "destination", "departureDate", "holdExpiresAt", "totalPrice", "airlineName"].every(
      (key) => typeof value[key] === "string",
    ) &&
    typeof value.adults === "number" &&
    typeof value.children === "number"
  );
}

/**
 * /payment (and its card and KBZPay pages) drawn by the page itself from storage before the app
 * has arrived (two seconds on a slow phone): the screen's own view (PaymentView) for the
 * signed-in customer's held booking, with the hold's clock as it stands, in the stored language
 * and currency. PaymentScreen then takes its place, identical, and does what was pressed
 * meanwhile (hand-over.ts). The page draws nothing, and the app decides, when the screen would
 * show something else first: signed out, no booking or another customer's, a booking paid or
 * whose hold ran out, or money topped up for it and kept in the wallet.
 */
drawEarlyView((element, locale, t) => {
  const user = storedSignedInUser(localStorage);
  const booking = jsonCodec(null, isPayable).decode(localStorage.getItem(STORAGE_KEYS.bookingData) ?? "");
  const owner = localStorage.getItem(STORAGE_KEYS.bookingOwner);
  if (!user || !booking || (owner && owner !== user.id)) return null;
  // Money topped up for this booking and kept in the wallet: the screen says so first.
  const topUp = jsonCodec(null, isRecord).decode(localStorage.getItem(STORAGE_KEYS.paymentTopUp) ?? "");
  if (topUp?.bookingId === booking.id && Number(topUp.kept) > 0) return null;
  const remaining = Date.parse(booking.holdExpiresAt) - Date.now();
  if (!(remaining > 0)) return null;
  const currency = storedPriceCurrency(localStorage);
  const cities = storedCities(localStorage);
  return PaymentView({
    variant: (element.dataset.variant ?? "wallet") as PaymentVariant,
    booking,
    status: "ready",
    expired: false,
    paying: false,
    toppedUp: 0,
    shortfall: null,
    t,
    locale,
    currency,
    city: (code) => cities[code]?.[locale] ?? code,
    timer: HoldTimerView({ remaining, t, locale }),
    cardForm: CardFormView({
      idPrefix: "card",
      t,
      card: BLANK_CARD,
      problem: null,
      busy: false,
      disabled: false,
      submitLabel: t("payment.payNow"),
      busyLabel: t("payment.processing"),
      note: t("payment.cardNote", { amount: formatCents(amountDue(booking), currency) }),
    }),
  });
});
