import type { BookingRecord } from "../../../domain/booking.ts";
import { bookingLegs } from "../../../domain/booking-legs.ts";
import { isObject } from "../../../domain/shape.ts";
import { AUTH_KEYS, storedSignedInUser } from "../../../stores/auth-record.ts";
import { earlyGet, offerEarlyData } from "../../early/early-data.ts";
import { earlyRequest } from "../../early/early-requests.ts";
import { drawEarlyView, redrawEarlyView } from "../../early/early-view.ts";
import { Spinner } from "../../Spinner.tsx";
import { ChangeView } from "./ChangeView.tsx";

/**
 * /flights/change drawn by the page itself before the app has arrived, through the screen's own
 * view (ChangeView). A booking named in the address (`?booking=`, the booking detail's Change
 * button) is asked for by the page at once (from its head: early-request-head.ts), for a
 * signed-in visitor: the page shows the spinner the screen shows meanwhile, then the booking's
 * flights with the rest, and leaves the answer to the screen (early-data.ts). A failed answer
 * leaves the spinner: the screen asks again and says why. Without a booking, or signed out, the
 * page is drawn at once.
 */
drawEarlyView((element, locale, t) => {
  const bookingId = new URLSearchParams(location.search).get("booking") ?? "";
  const user = storedSignedInUser(localStorage);
  const request = user && earlyRequest("change", location, user);
  if (!request) return ChangeView({ t, bookingId, legs: null });
  const answer = earlyGet(
    element.dataset.api ?? "",
    request.path,
    localStorage.getItem(AUTH_KEYS.token) ?? "",
  ).then((data) => (isObject(data) && data.id === bookingId ? (data as unknown as BookingRecord) : null));
  offerEarlyData(request.name, request.key, answer);
  answer.then(
    (record) => {
      if (record)
        redrawEarlyView(element, () => ChangeView({ t, bookingId, legs: bookingLegs(record, locale) }));
    },
    // Too slow: the spinner stays, and the screen says it took too long.
    () => undefined,
  );
  return Spinner({ label: t("app.loading") });
});
