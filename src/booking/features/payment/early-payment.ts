import { formatCents } from "../../../domain/money.ts";
import { isObject } from "../../../domain/shape.ts";
import { storedSignedInUser } from "../../../stores/auth-record.ts";
import { storedPriceCurrency } from "../../../stores/currency-cache.ts";
import { jsonCodec } from "../../../stores/json-codec.ts";
import { storedCities } from "../../../stores/known-cities.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { drawEarlyView } from "../../early/early-view.ts";
import { BLANK_CARD, CardFormView } from "./CardFormView.tsx";
import { HoldTimerView } from "./HoldTimerView.tsx";
import { amountDue, type PaymentVariant, PaymentView } from "./PaymentView.tsx";
import { storedBooking } from "./stored-booking.ts";

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
  if (!user) return null;
  const booking = storedBooking(
    "PENDING_PAYMENT",
    user,
    (record) => typeof record.adults === "number" && typeof record.children === "number",
  );
  if (!booking) return null;
  // Money topped up for this booking and kept in the wallet: the screen says so first.
  const topUp = jsonCodec(null, isObject).decode(localStorage.getItem(STORAGE_KEYS.paymentTopUp) ?? "");
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
