import { useStore } from "@nanostores/react";
import { fetchBooking } from "../../../api/bookings.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingLegs } from "../../../domain/booking-legs.ts";
import { $auth } from "../../../stores/auth.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { useLocale, useT } from "../../use-t.ts";
import { useEarlyLoad } from "../account/use-load.ts";
import { ChangeView } from "./ChangeView.tsx";

/**
 * Change a booking (/flights/change, the spec's static page made useful): the booking's flights
 * when one is named (`?booking=`) and the visitor is signed in, how a change is arranged, and how
 * to reach the support team. A named booking is waited for (the page may have asked for it
 * already: early-change.ts), so its flights do not push the page down when they come; one that
 * cannot be shown says why (a toast) and the page shows the rest.
 */
export default function ChangeScreen({ search }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const { isAuthenticated } = useStore($auth);
  const bookingId = search.booking ?? "";
  const key = bookingId && isAuthenticated ? bookingId : null;
  const [state] = useEarlyLoad<BookingRecord>(
    "booking",
    key,
    (signal) => fetchBooking(bookingId, signal).then(({ data }) => data),
    t,
  );
  if (key && state.kind === "loading") return <Spinner label={t("app.loading")} />;
  const legs = key && state.kind === "ready" ? bookingLegs(state.data, locale) : null;
  return <ChangeView t={t} bookingId={bookingId} legs={legs} />;
}
